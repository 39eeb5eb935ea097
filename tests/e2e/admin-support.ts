import { expect, type Page } from "@playwright/test";
import { E2E_ADMIN } from "../../playwright.config";

/** Signs in as the e2e admin through the login form and waits for the dashboard. */
export async function signIn(page: Page, to = "/admin") {
  await page.goto(`/admin/login?callbackUrl=${encodeURIComponent(to)}`);
  await page.getByLabel("Email").fill(E2E_ADMIN.email);
  await page.getByLabel("Password").fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(new RegExp(`${to.replace(/\//g, "\\/")}$`), { timeout: 60_000 });
  // The pointer would stay where Sign in was: a control of the page that streams in under it is then hovered (and
  // measured mid-hover by an axe check: one color-contrast failure on /admin/settings in a full run).
  await page.mouse.move(0, 0);
}

/** A sonner toast with this title (and description). */
export async function expectToast(page: Page, title: string, description?: string) {
  const toast = page.locator("[data-sonner-toast]").filter({ hasText: title });
  await expect(toast.first()).toBeVisible();
  if (description) await expect(toast.filter({ hasText: description }).first()).toBeVisible();
}

type AdminList = "/admin/portfolio" | "/admin/blogs";

/** Creates a blog post through the admin form (signed in) and waits for its toast. */
export async function createPost(
  page: Page,
  post: { title: string; category?: string; author?: string; content?: string },
) {
  await page.goto("/admin/blogs/new");
  await page.getByLabel("Title").fill(post.title);
  await page.getByLabel("Author Name").fill(post.author ?? "Ada");
  if (post.category) await page.getByLabel("Category", { exact: true }).fill(post.category);
  await page.getByLabel("Blog Content").fill(post.content ?? `${post.title}: first paragraph.`);
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expectToast(page, "Blog post created");
}

/** Creates a project through the admin form (signed in), optionally listed on other service pages too. */
export async function createProject(
  page: Page,
  project: { title: string; description?: string; service?: string; alsoShowOn?: string[] },
) {
  await page.goto("/admin/portfolio/new");
  await page.getByLabel("Title").fill(project.title);
  await page
    .getByLabel("Description")
    .first()
    .fill(project.description ?? "Written by an end-to-end test.");
  await page.getByLabel("Service").selectOption(project.service ?? "saas");
  const alsoShowOn = page.getByRole("group", { name: "Also show on" });
  for (const label of project.alsoShowOn ?? [])
    await alsoShowOn.getByRole("checkbox", { name: label, exact: true }).check();
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expectToast(page, "Portfolio created");
}

/** Renames a stored project or post through its edit form. */
export async function rename(page: Page, list: AdminList, id: string, title: string) {
  const project = list === "/admin/portfolio";
  await page.goto(`${list}/edit/${id}`);
  await page.getByLabel("Title").fill(title);
  await page.getByRole("button", { name: project ? "Update Portfolio" : "Update Blog Post" }).click();
  await expectToast(page, project ? "Portfolio updated" : "Blog post updated");
}

/** Deletes a row from an admin list the way the owner does (confirming), and waits until it is gone. */
export async function deleteRow(page: Page, list: AdminList, title: string) {
  await page.goto(list);
  const row = page.getByTestId(list === "/admin/portfolio" ? "portfolio-row" : "blog-row").filter({ hasText: title });
  await row.getByRole("button", { name: /^Delete/ }).click();
  await confirmDialog(page, "Delete");
  await expectToast(page, list === "/admin/portfolio" ? "Portfolio deleted" : "Blog post deleted");
  await expect(row).toHaveCount(0);
}

/** Answers the admin's confirmation dialog (it must ask `question` when given) with its confirm button. */
export async function confirmDialog(page: Page, confirm: string, question?: string) {
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toBeVisible();
  if (question) await expect(dialog).toContainText(question);
  await dialog.getByRole("button", { name: confirm, exact: true }).click();
  await expect(dialog).toBeHidden();
}

/** A draft portfolio made through the admin form ("Save draft"), so it starts off the site. */
export async function draftProject(page: Page, title: string) {
  await page.goto("/admin/portfolio/new");
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Description").first().fill(`${title}: a draft case study written by an end-to-end test.`);
  await page.getByLabel("Service").selectOption("saas");
  await page.getByRole("button", { name: "Save draft", exact: true }).click();
  await expectToast(page, "Portfolio created");
}

/** The content export (every project and post, drafts too), through the signed-in page's session. */
export async function exportContent(page: Page) {
  const response = await page.request.get("/api/admin/export");
  const file = await response.text();
  expect(response.status(), file).toBe(200);
  return file;
}

/** Applies an export file through the admin import (records not in the file stay). */
export const importContent = (page: Page, file: string) =>
  page.request.post("/api/admin/import?mode=apply", { data: file, headers: { "content-type": "application/json" } });

/** Runs a journey that takes built-in content away for a while. If it stops half-way, the content goes back to the export
 *  taken before it: the specs after it read that content. */
export async function puttingContentBack(page: Page, journey: () => Promise<void>) {
  const before = await exportContent(page);
  try {
    await journey();
  } catch (error) {
    const restored = await importContent(page, before);
    if (!restored.ok())
      console.error(`Putting the content back failed too (${restored.status()}): ${await restored.text()}`);
    throw error;
  }
}

import { expect, test, type Browser, type Page } from "@playwright/test";
import { confirmDialog, expectToast, signIn } from "./admin-support";

async function writePost(page: Page, title: string, button: "Save draft" | "Publish") {
  await page.goto("/admin/blogs/new");
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Author Name").fill("Ada");
  await page.getByLabel("Blog Content").fill(`${title}: the body.`);
  await page.getByRole("button", { name: button, exact: true }).click();
  await expectToast(page, "Blog post created");
}

/** A visitor: a browser without the admin's session. */
async function visitor(browser: Browser) {
  return (await browser.newContext()).newPage();
}

async function editStatus(page: Page, slug: string, status: string, publishAt?: string) {
  await page.goto(`/admin/blogs/edit/${slug}`);
  await page.getByLabel("Status").selectOption(status);
  if (publishAt) await page.getByLabel("Publish at").fill(publishAt);
  await page.getByRole("button", { name: "Update Blog Post" }).click();
  await expectToast(page, "Blog post updated");
}

test("a draft is invisible to visitors and the sitemap; publishing it makes it public on the first visit after", async ({
  page,
  browser,
}) => {
  test.slow(); // several sign-ins' worth of first renders on the shared 2-core machine
  await signIn(page);
  await writePost(page, "Quiet Draft Notes", "Save draft");
  await expect(page.getByTestId("blog-row").filter({ hasText: "Quiet Draft Notes" }).getByTestId("status")).toHaveText(
    "Draft",
  );

  const guest = await visitor(browser);
  await guest.goto("/blog/quiet-draft-notes");
  await expect(guest).toHaveURL(/\/blogs$/);
  await expect(guest.getByText("Quiet Draft Notes")).toHaveCount(0);
  expect(await (await guest.request.get("/sitemap.xml")).text()).not.toContain("/blog/quiet-draft-notes");
  expect(await (await guest.request.get("/rss.xml")).text()).not.toContain("Quiet Draft Notes");

  await editStatus(page, "quiet-draft-notes", "published");
  await guest.goto("/blog/quiet-draft-notes");
  await expect(guest.getByRole("heading", { name: "Quiet Draft Notes" })).toBeVisible({ timeout: 1000 });
  expect(await (await guest.request.get("/sitemap.xml")).text()).toContain("/blog/quiet-draft-notes");

  // Unpublishing takes it off again at once.
  await editStatus(page, "quiet-draft-notes", "archived");
  await guest.goto("/blogs");
  await expect(guest.getByText("Quiet Draft Notes")).toHaveCount(0);
});

test("a scheduled post appears at its time without anyone acting", async ({ page, browser }) => {
  test.slow();
  await signIn(page);
  await writePost(page, "Timed Release Post", "Save draft");
  // Fifteen seconds from now (room for a save and a visit, ~4 s on a loaded machine), in the browser's own time zone
  // (datetime-local is local time).
  const at = await page.evaluate(() => {
    const d = new Date(Date.now() + 15_000);
    const pad = (n: number) => String(n).padStart(2, "0");
    return {
      value: `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`,
      ms: d.getTime(),
    };
  });
  await editStatus(page, "timed-release-post", "scheduled", at.value);

  const guest = await visitor(browser);
  await guest.goto("/blogs");
  expect(Date.now()).toBeLessThan(at.ms);
  expect(await guest.getByText("Timed Release Post").count()).toBe(0);
  await guest.waitForTimeout(Math.max(0, at.ms - Date.now()) + 1500);
  await guest.goto("/blogs");
  await expect(guest.getByText("Timed Release Post").first()).toBeVisible({ timeout: 1000 });
  await page.goto("/admin/blogs");
  await expect(page.getByTestId("blog-row").filter({ hasText: "Timed Release Post" }).getByTestId("status")).toHaveText(
    "Published",
  );
});

test("a changed slug keeps the old address alive with a 308; the owner adds redirects, and loops are refused", async ({
  page,
}) => {
  test.slow();
  await signIn(page);
  await writePost(page, "Renamed Later Post", "Publish");
  await page.goto("/admin/blogs/edit/renamed-later-post");
  await page.getByLabel("Slug").fill("renamed-now");
  await expect(page.getByRole("status").filter({ hasText: "Available." })).toBeVisible();
  await page.getByRole("button", { name: "Update Blog Post" }).click();
  await expectToast(page, "Blog post updated");

  const old = await page.request.get("/blog/renamed-later-post", { maxRedirects: 0 });
  expect(old.status()).toBe(308);
  expect(old.headers().location).toMatch(/\/blog\/renamed-now$/);

  await page.goto("/admin/redirects");
  await expect(page.getByTestId("redirect-row").filter({ hasText: "/blog/renamed-later-post" })).toContainText(
    "/blog/renamed-now",
  );
  await page.getByRole("textbox", { name: "From" }).fill("/old-notes");
  await page.getByRole("textbox", { name: "To" }).fill("/blog/renamed-later-post");
  await page.getByRole("button", { name: "Add redirect" }).click();
  await expectToast(page, "Redirect added");
  // Stored in one hop: /old-notes leads straight to the current address.
  const manual = await page.request.get("/old-notes", { maxRedirects: 0 });
  expect(manual.status()).toBe(308);
  expect(manual.headers().location).toMatch(/\/blog\/renamed-now$/);

  await page.getByRole("textbox", { name: "From" }).fill("/blog/renamed-now");
  await page.getByRole("textbox", { name: "To" }).fill("/old-notes");
  await page.getByRole("button", { name: "Add redirect" }).click();
  await expectToast(page, "Validation Error", "loop");
  expect((await page.request.get("/no-such-page-here", { maxRedirects: 0 })).status()).toBe(404);

  // A manual redirect is deleted after asking: its address answers "not found" again at once.
  await page.getByRole("button", { name: "Delete redirect from /old-notes" }).click();
  await confirmDialog(page, "Delete", 'That address will answer "not found" again.');
  await expectToast(page, "Redirect deleted");
  await expect(page.getByTestId("redirect-row").filter({ hasText: "/old-notes" })).toHaveCount(0);
  expect((await page.request.get("/old-notes", { maxRedirects: 0 })).status()).toBe(404);
});

import { expect, test, type Page } from "@playwright/test";
import { confirmDialog, createPost, createProject, expectToast, signIn } from "./admin-support";
import { expectNoAxeViolations } from "./support";

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

async function editDescription(page: Page, slug: string, description: string) {
  await page.goto(`/admin/portfolio/edit/${slug}`);
  await page.getByLabel("Description").first().fill(description);
  await page.getByRole("button", { name: "Update Portfolio" }).click();
  await expectToast(page, "Portfolio updated");
}

test("a project's revisions: compare two with a word diff, restore the first, and the case study shows it at once", async ({
  page,
  browser,
}) => {
  test.slow(); // a sign-in, four saves and a public first render on the shared machine
  const n = unique();
  const title = `Revision Study ${n}`;
  const slug = `revision-study-${n}`;
  await signIn(page);
  await createProject(page, { title, description: "Version one of the story." });
  await editDescription(page, slug, "Version two of the story.");
  await editDescription(page, slug, "Version three of the story.");

  await page.goto(`/admin/portfolio/edit/${slug}`);
  const history = page.getByRole("region", { name: "Revisions" });
  const rows = history.getByTestId("revision-row");
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0)).toContainText("changed: Description");
  await expect(rows.nth(2)).toContainText("Created");

  // The first version against the current one: the description's changed word, struck through and underlined.
  await history.getByLabel("Compare", { exact: true }).selectOption({ index: 2 });
  await history.getByLabel("with", { exact: true }).selectOption({ index: 0 });
  await history.getByRole("button", { name: "Compare" }).click();
  const diff = history.getByTestId("revision-diff");
  await expect(diff.getByRole("term")).toHaveText(["Description"]);
  await expect(diff.locator("del")).toHaveText("one");
  await expect(diff.locator("ins")).toHaveText("three");
  await expectNoAxeViolations(page);

  await rows
    .nth(2)
    .getByRole("button", { name: /^Restore/ })
    .click();
  await confirmDialog(page, "Restore", "Restore this version?");
  await expectToast(page, "Revision restored");
  await expect(rows).toHaveCount(4);
  await expect(rows.nth(0)).toContainText("Restored the version of");
  await expect(page.getByLabel("Description").first()).toHaveValue("Version one of the story.");

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`/case-study/${slug}`);
  await expect(visitor.getByText("Version one of the story.").first()).toBeVisible();
  await expect(visitor.getByText("Version three of the story.")).toHaveCount(0);
});

test("a stale save of a post offers to see what changed since the form was opened", async ({ page, context }) => {
  test.slow();
  const n = unique();
  const title = `Stale Revision Post ${n}`;
  const slug = `stale-revision-post-${n}`;
  await signIn(page);
  await createPost(page, { title, content: "The calm sea was blue." });

  const mine = page;
  await mine.goto(`/admin/blogs/edit/${slug}`);
  const theirs = await context.newPage();
  await theirs.goto(`/admin/blogs/edit/${slug}`);
  await theirs.getByLabel("Blog Content").fill("The calm sea was green.");
  await theirs.getByRole("button", { name: "Update Blog Post" }).click();
  await expectToast(theirs, "Blog post updated");

  await mine.getByLabel("Blog Content").fill("The calm sea was grey.");
  await mine.getByRole("button", { name: "Update Blog Post" }).click();
  await expectToast(mine, "Changed by someone else");
  await mine.getByRole("button", { name: "See what changed" }).click();
  const dialog = mine.getByRole("dialog", { name: "What changed since you opened it" });
  await expect(dialog.locator("del")).toHaveText("blue");
  await expect(dialog.locator("ins")).toHaveText("green");
  await expectNoAxeViolations(mine);
  await dialog.getByRole("button", { name: "Keep editing" }).click();
  // The owner's own edit is still in the form.
  await expect(mine.getByLabel("Blog Content")).toHaveValue("The calm sea was grey.");
});

import { expect, test, type Page } from "@playwright/test";
import { expectToast, signIn } from "./admin-support";

// Every page that shows data from a write is right on its FIRST visit after the write (no reload, no retry):
// the article's related list, the home page's portfolio section, the portfolio page and the case study.
test.describe.configure({ timeout: 120_000 });

/** Deletes a row from an admin list the way the owner does (confirming the dialog), so later specs see the
 *  built-in content only. */
async function deleteRow(page: Page, list: "/admin/blogs" | "/admin/portfolio", testId: string, title: string, toast: string) {
  await page.goto(list);
  page.once("dialog", (dialog) => void dialog.accept());
  await page.getByTestId(testId).filter({ hasText: title }).getByRole("button", { name: /^Delete/ }).click();
  await expectToast(page, toast);
}

async function createPost(page: Page, title: string, category: string) {
  await page.goto("/admin/blogs/new");
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Author Name").fill("Ada");
  await page.getByLabel("Category", { exact: true }).fill(category);
  await page.getByLabel("Blog Content").fill(`${title}: first paragraph.`);
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expectToast(page, "Blog post created");
}

test("an article's related list shows a post written after the article was last seen", async ({ page }) => {
  await signIn(page);
  await createPost(page, "Fresh Neighbour One", "Freshness Checks");
  await page.goto("/blog/fresh-neighbour-one");
  await expect(page.getByRole("heading", { name: "Fresh Neighbour One" })).toBeVisible();
  await expect(page.getByTestId("related-articles").getByText("Fresh Neighbour Two")).toHaveCount(0);

  await createPost(page, "Fresh Neighbour Two", "Freshness Checks");
  await page.goto("/blog/fresh-neighbour-one");
  await expect(page.getByTestId("related-articles").getByRole("link", { name: "Fresh Neighbour Two" })).toBeVisible({ timeout: 1000 });
  // …and the other way round, on that article's first visit.
  await page.goto("/blog/fresh-neighbour-two");
  await expect(page.getByTestId("related-articles").getByRole("link", { name: "Fresh Neighbour One" })).toBeVisible({ timeout: 1000 });
  for (const title of ["Fresh Neighbour One", "Fresh Neighbour Two"]) await deleteRow(page, "/admin/blogs", "blog-row", title, "Blog post deleted");
});

test("a new project shows on the home page, the portfolio and its case study on their first visit after the write", async ({ page }) => {
  await signIn(page);
  for (const path of ["/", "/portfolio"]) await page.goto(path); // both cached before the write
  await page.goto("/admin/portfolio/new");
  await page.getByLabel("Title").fill("Fresh Ledger Platform");
  await page.getByLabel("Description").first().fill("A ledger for fresh reads.");
  await page.getByLabel("Service").selectOption("saas");
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expectToast(page, "Portfolio created");
  await page.goto("/");
  await expect(page.locator("#portfolio")).toContainText("Fresh Ledger Platform", { timeout: 1000 });
  await page.goto("/portfolio");
  await expect(page.getByText("Fresh Ledger Platform").first()).toBeVisible({ timeout: 1000 });
  await page.goto("/case-study/fresh-ledger-platform");
  await expect(page.getByRole("heading", { name: "Fresh Ledger Platform" }).first()).toBeVisible({ timeout: 1000 });
  await deleteRow(page, "/admin/portfolio", "portfolio-row", "Fresh Ledger Platform", "Portfolio deleted");
});

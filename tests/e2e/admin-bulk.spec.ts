import fs from "node:fs";
import { expect, test, type Browser } from "@playwright/test";
import { confirmDialog, draftProject, expectToast, signIn } from "./admin-support";
import { expectNoAxeViolations } from "./support";

/** A visitor's first look at /portfolio: a browser without the admin's session. */
async function visitPortfolio(browser: Browser) {
  const context = await browser.newContext();
  const guest = await context.newPage();
  await guest.goto("/portfolio");
  return { guest, close: () => context.close() };
}

test("bulk Publish puts the selected drafts on /portfolio at the next visit, Unpublish takes them off", async ({
  page,
  browser,
}) => {
  test.slow(); // two saves, three bulk changes and fresh renders of /portfolio on the shared machine
  const run = `Bulk${Date.now().toString(36)}`;
  const titles = [`${run} Alpha Launch`, `${run} Beta Launch`];
  await signIn(page);
  for (const title of titles) await draftProject(page, title);

  await page.goto("/admin/portfolio");
  await page.getByRole("searchbox", { name: "Search portfolios" }).fill(run);
  const rows = page.getByTestId("portfolio-row");
  await expect(rows).toHaveCount(2);
  await expect(rows.getByTestId("status")).toHaveText(["Draft", "Draft"]);
  const selectAll = page.getByLabel("Select all portfolios on this page");
  await selectAll.check();
  const bulk = page.getByRole("region", { name: "Bulk actions" });
  await expect(bulk).toContainText(/(?<!\d)2 selected/);
  await expectNoAxeViolations(page);

  await bulk.getByRole("button", { name: "Publish 2 portfolios", exact: true }).click();
  await expectToast(page, "2 portfolios published");
  await expect(rows.getByTestId("status")).toHaveText(["Published", "Published"]);
  await expect(bulk).toHaveCount(0); // the selection is cleared after the change

  const first = await visitPortfolio(browser);
  for (const title of titles) await expect(first.guest.getByText(title).first()).toBeVisible({ timeout: 1000 });
  await first.close();

  await selectAll.check();
  await bulk.getByRole("button", { name: "Unpublish 2 portfolios" }).click();
  await expectToast(page, "2 portfolios unpublished");
  await expect(rows.getByTestId("status")).toHaveText(["Draft", "Draft"]);
  const after = await visitPortfolio(browser);
  await expect(after.guest.getByRole("heading", { level: 1 })).toBeVisible();
  for (const title of titles) await expect(after.guest.getByText(title)).toHaveCount(0);
  await after.close();

  // Leave the portfolio as it was: both drafts go to the trash.
  await selectAll.check();
  await bulk.getByRole("button", { name: "Delete 2 portfolios" }).click();
  await confirmDialog(page, "Delete");
  await expectToast(page, "2 portfolios deleted");
  await expect(rows).toHaveCount(0);
});

test("a bulk change that fails says why and changes nothing", async ({ page }) => {
  const title = `Bulk${Date.now().toString(36)} Gone Post`;
  await signIn(page);
  await page.goto("/admin/blogs/new");
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Author Name").fill("Ada");
  await page.getByLabel("Blog Content").fill(`${title}: the body.`);
  await page.getByRole("button", { name: "Save draft", exact: true }).click();
  await expectToast(page, "Blog post created");

  await page.goto("/admin/blogs");
  await page.getByRole("searchbox", { name: "Search blog posts" }).fill(title);
  const row = page.getByTestId("blog-row");
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(title);
  await row.getByLabel(`Select ${title}`).check();
  // Meanwhile the post is deleted elsewhere (another tab): the bulk Publish is refused with the server's reason.
  const other = await page.context().newPage();
  await other.goto("/admin/blogs");
  await other.getByRole("searchbox", { name: "Search blog posts" }).fill(title);
  await expect(other.getByTestId("blog-row")).toHaveCount(1);
  await expect(other.getByTestId("blog-row")).toContainText(title);
  await other
    .getByTestId("blog-row")
    .getByRole("button", { name: `Delete ${title}` })
    .click();
  await confirmDialog(other, "Delete");
  await expectToast(other, "Blog post deleted");
  await other.close();

  await page
    .getByRole("region", { name: "Bulk actions" })
    .getByRole("button", { name: "Publish this blog post", exact: true })
    .click();
  await expectToast(page, "Error", "Blog post not found");
  await page.goto("/blogs");
  await expect(page.getByText(title)).toHaveCount(0);
});

test("Export CSV shows its progress, downloads the file and names it with the count; a refused export says why", async ({
  page,
}) => {
  await signIn(page, "/admin/leads");
  const link = page.getByRole("link", { name: "Export CSV" });
  const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
  expect(download.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
  const rows =
    fs
      .readFileSync(await download.path(), "utf8")
      .trim()
      .split("\r\n").length - 1;
  await expectToast(
    page,
    "Leads exported",
    `${download.suggestedFilename()}: ${rows} ${rows === 1 ? "lead" : "leads"}.`,
  );
  await expect(link).toHaveAttribute("href", "/api/admin/leads/export"); // still a plain link without JavaScript

  // A filter the server refuses (edited by hand in the address): the export's toast gives the server's message.
  await page.goto("/admin/leads?dir=up");
  const refusal = await page.request.get("/api/admin/leads/export?dir=up");
  expect(refusal.status()).toBe(400);
  const { error } = (await refusal.json()) as { error: string };
  await page.getByRole("link", { name: "Export CSV" }).click();
  await expectToast(page, "Export Failed", error);
});

test("the content Export shows its progress and names the file it saved", async ({ page }) => {
  await signIn(page, "/admin/system");
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Export", exact: true }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^studio-export-\d{4}-\d{2}-\d{2}\.json$/);
  const file = JSON.parse(fs.readFileSync(await download.path(), "utf8")) as Record<string, unknown[] | undefined>;
  // The toast names what the file holds: portfolios and posts always, the testimonials, the library's images, settings
  // and redirects when there are any.
  const parts = [
    `${file.projects!.length} portfolios`,
    `${file.blogs!.length} blog posts`,
    ...[
      ["testimonials", "testimonials"],
      ["media", "images"],
      ["settings", "site settings"],
      ["redirects", "redirects"],
    ]
      .filter(([key]) => (file[key]?.length ?? 0) > 0)
      .map(([key, label]) => `${file[key]!.length} ${label}`),
  ];
  const held = `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}`;
  await expectToast(page, "Export Complete", `${download.suggestedFilename()}: ${held}.`);
});

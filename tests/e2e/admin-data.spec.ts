import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { confirmDialog, puttingContentBack, signIn as signInAs } from "./admin-support";
import { expectNoAxeViolations } from "./support";

// The cards change the shared database: the tests run in this order on the fresh, seeded database.
test.describe.configure({ mode: "serial", timeout: 120_000 });

async function signIn(page: Page) {
  await signInAs(page, "/admin/system");
  await expect(page.getByRole("heading", { name: "Data Recovery & Backup" })).toBeVisible();
}

const toast = (page: Page, title: string) => page.locator("[data-sonner-toast]").filter({ hasText: title });
// The number itself, matched whole: "14" is not "4".
const portfolios = (page: Page) => page.getByTestId("system-count-Portfolios");
const history = (page: Page) => page.getByRole("list", { name: "Backup history" }).getByTestId("backup-entry");

function tempFile(name: string, content: string) {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "admin-data-")), name);
  fs.writeFileSync(file, content);
  return file;
}

test("without a session the data routes answer 401", async ({ request }) => {
  expect((await request.get("/api/admin/export")).status()).toBe(401);
  expect((await request.get("/api/admin/backups/any")).status()).toBe(401);
  expect((await request.post("/api/admin/import?mode=apply", { data: { projects: [] } })).status()).toBe(401);
});

test("Check Database reports the counts; Migrate is disabled while projects exist", async ({ page }) => {
  await signIn(page);
  // The end-to-end server sends lead e-mails to a test SMTP server (playwright.config.ts).
  await expect(page.getByTestId("lead-mail-status")).toContainText("New leads are e-mailed to hello@kairolabs.dev.");
  await expect(page.getByTestId("system-counts")).toHaveText(
    "The database holds 4 portfolios · 6 blog posts · 19 testimonials.",
  );
  await page.getByRole("button", { name: "Check Database" }).click();
  await expect(toast(page, "Data Found")).toContainText("Found 4 portfolios and 6 blog posts in database.");
  await expect(page.getByRole("button", { name: "Migrate" })).toBeDisabled();
  // The toast itself, held on screen under the pointer; then the page, once the toast has gone.
  await toast(page, "Data Found").hover();
  await expectNoAxeViolations(page, { include: "[data-sonner-toaster]", keepToasts: true });
  await expect(toast(page, "Data Found")).toBeVisible();
  await expectNoAxeViolations(page);
});

test("Integrity Check passes on the built-in content", async ({ page }) => {
  await signIn(page);
  await page.getByRole("button", { name: "Integrity Check" }).click();
  await expect(toast(page, "Data Integrity Check Passed")).toContainText("Your data is intact and valid.");
});

test("Create Backup, change the data by an import, then restore from the history", async ({ page }) => {
  await signIn(page);
  await page.getByRole("button", { name: "Create Backup" }).click();
  await expect(toast(page, "Backup Created")).toContainText("Your data has been backed up successfully.");
  await expect(history(page).first().getByText("4 portfolios · 6 blog posts · Manual", { exact: true })).toBeVisible();

  const file = tempFile(
    "new.json",
    JSON.stringify({ projects: [{ id: "e2e-extra", title: "E2E Extra", description: "D", serviceId: "saas" }] }),
  );
  await page.getByLabel("Import an export file").setInputFiles(file);
  const preview = page.getByRole("region", { name: "Import preview" });
  await expect(preview.getByText("1 portfolios: 1 new, 0 replaced", { exact: true })).toBeVisible();
  await expect(preview).toContainText("New: E2E Extra");
  await page.getByRole("button", { name: "Confirm Import" }).click();
  await expect(toast(page, "Import Complete")).toContainText("Imported 1 portfolios and 0 blog posts.");
  await expect(portfolios(page)).toHaveText("5");

  const manual = history(page).filter({ hasText: "Manual" });
  const date = await manual.locator("time").innerText();
  await manual.getByRole("button", { name: /^Restore backup of/ }).click();
  await confirmDialog(page, "Restore", `Restore the backup of ${date}?`);
  await expect(toast(page, "Data Restored")).toContainText(`Data restored from backup created on ${date}`);
  await expect(portfolios(page)).toHaveText("4");
  await expect(
    history(page).first().getByText("5 portfolios · 6 blog posts · Before restore", { exact: true }),
  ).toBeVisible();
});

test("a restore dismissed at the confirmation changes nothing", async ({ page }) => {
  await signIn(page);
  const before = await history(page).count();
  await history(page)
    .first()
    .getByRole("button", { name: /^Restore backup of/ })
    .click();
  await confirmDialog(page, "Cancel");
  await expect(history(page)).toHaveCount(before);
  await expect(toast(page, "Data Restored")).toHaveCount(0);
});

test("Export downloads studio-export-{date}.json, and importing it previews every record as replaced", async ({
  page,
}) => {
  await signIn(page);
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Export" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^studio-export-\d{4}-\d{2}-\d{2}\.json$/);
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "export-")), download.suggestedFilename());
  await download.saveAs(file);
  const data = JSON.parse(fs.readFileSync(file, "utf8"));
  expect(data.projects).toHaveLength(4);
  expect(data.blogs).toHaveLength(6);

  await page.getByLabel("Import an export file").setInputFiles(file);
  const preview = page.getByRole("region", { name: "Import preview" });
  await expect(preview.getByText("4 portfolios: 0 new, 4 replaced", { exact: true })).toBeVisible();
  await expect(preview.getByText("6 blog posts: 0 new, 6 replaced", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Confirm Import" }).click();
  await expect(toast(page, "Import Complete")).toContainText("Imported 4 portfolios and 6 blog posts.");
  await expect(history(page).first()).toContainText("Before import");
});

test("Download of a history entry is the backup record", async ({ page }) => {
  await signIn(page);
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    history(page)
      .first()
      .getByRole("link", { name: /^Download backup of/ })
      .click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^studio-backup-.+\.json$/);
  const record = JSON.parse(fs.readFileSync(await download.path(), "utf8"));
  expect(record).toMatchObject({ version: "2.0", timestamp: expect.any(String) });
  expect(record.projects).toHaveLength(4);
});

test("an invalid or oversized file is refused with the problems named, and nothing changes", async ({ page }) => {
  await signIn(page);
  const bad = tempFile(
    "bad.json",
    JSON.stringify({ projects: [{ id: "x", title: "", description: "D", serviceId: "saas" }], blogs: [] }),
  );
  await page.getByLabel("Import an export file").setInputFiles(bad);
  await expect(toast(page, "Import Failed")).toContainText("Project 1, title: Please fill in all required fields");
  await expect(page.getByRole("region", { name: "Import preview" })).toHaveCount(0);

  await page.getByLabel("Import an export file").setInputFiles({
    name: "huge.json",
    mimeType: "application/json",
    buffer: Buffer.alloc(10 * 1024 * 1024 + 1, 32),
  });
  await expect(toast(page, "Import Failed").filter({ hasText: "The file is too large" })).toContainText(
    "The limit is 10 MB",
  );
  await expect(portfolios(page)).toHaveText("4");
});

test("Integrity Check lists the issues in a destructive toast and on the integrity page with edit links", async ({
  page,
}) => {
  await signIn(page);
  const file = tempFile(
    "odd.json",
    JSON.stringify({
      projects: [{ id: "odd-service", title: "Odd Service", description: "D", serviceId: "legacy-crm" }],
    }),
  );
  await page.getByLabel("Import an export file").setInputFiles(file);
  await page.getByRole("button", { name: "Confirm Import" }).click();
  await expect(toast(page, "Import Complete")).toBeVisible();

  await page.getByRole("button", { name: "Integrity Check" }).click();
  await expect(toast(page, "Data Integrity Issues Found")).toContainText(
    'Issues: Portfolio "Odd Service" (serviceId): Unknown service id "legacy-crm"',
  );
  await toast(page, "Data Integrity Issues Found").getByRole("button", { name: "View all" }).click();
  await expect(page.getByRole("heading", { name: "Data Integrity" })).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: "Odd Service" });
  await expect(row).toContainText('Unknown service id "legacy-crm"');
  await expect(row.getByRole("link", { name: /Edit/ })).toHaveAttribute("href", "/admin/portfolio/edit/odd-service");
  // On a 320 px screen each issue stacks: its problem and Edit link are on screen, and the page does not scroll sideways.
  await page.setViewportSize({ width: 320, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  for (const part of [row.getByText('Unknown service id "legacy-crm"'), row.getByRole("link", { name: /Edit/ })]) {
    await expect(part).toBeInViewport({ ratio: 1 });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
  await expectNoAxeViolations(page);
});

test("on an empty database: No Data Found, then Migrate copies the built-in content", async ({ page }) => {
  await signIn(page);
  await puttingContentBack(page, async () => {
    for (const [list, noun, row] of [
      ["/admin/portfolio", "portfolios", "portfolio-row"],
      ["/admin/blogs", "blog posts", "blog-row"],
    ]) {
      await page.goto(list);
      const rows = page.getByTestId(row);
      const empty = page.getByText(`No ${noun} yet`);
      await expect(rows.first()).toBeVisible();
      // Every page of the table, a whole page at a time, through the bulk Delete and its confirmation.
      while (!(await empty.isVisible())) {
        await page.getByLabel(`Select all ${noun} on this page`).check();
        await page
          .getByRole("region", { name: "Bulk actions" })
          .getByRole("button", { name: /^Delete \d+ / })
          .click();
        await confirmDialog(page, "Delete");
        await expect(toast(page, "deleted")).toBeVisible({ timeout: 20_000 });
        await page.reload();
        await expect(rows.first().or(empty)).toBeVisible();
      }
    }
    await page.goto("/admin/system");
    await page.getByRole("button", { name: "Check Database" }).click();
    await expect(toast(page, "No Data Found")).toContainText(
      "Database is empty. You can migrate your static data now.",
    );
    await page.getByRole("button", { name: "Migrate" }).click();
    await expect(toast(page, "Migration Successful")).toContainText("Migrated 4 portfolios and 6 blog posts.");
    await expect(page.getByRole("button", { name: "Migrate" })).toBeDisabled();
    await expect(portfolios(page)).toHaveText("4");
  });
});

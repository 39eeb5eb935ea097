import { expect, test, type Page } from "@playwright/test";
import { expectToast, signIn } from "./admin-support";
import { expectNoAxeViolations } from "./support";

test.describe.configure({ timeout: 90_000 });

async function saveContactEmail(page: Page, email: string) {
  await page.goto("/admin/settings");
  await page.getByLabel("Contact e-mail").fill(email);
  await page.getByRole("button", { name: "Save Settings" }).click();
  await expectToast(page, "Settings saved");
}

test("a new contact e-mail is in the footer on the first visit after the save; a bad one is refused at its field", async ({
  page,
  browser,
}) => {
  await signIn(page, "/admin/settings");
  await expectNoAxeViolations(page);
  const original = await page.getByLabel("Contact e-mail").inputValue();

  await page.getByLabel("Contact phone").fill("98110 42730");
  await page.getByLabel("Instagram").fill("http://instagram.example/kairo");
  await page.getByRole("button", { name: "Save Settings" }).click();
  await expect(page.getByText("Enter the number in international format, e.g. +91 98110 42730.")).toBeVisible();
  await expect(page.getByLabel("Instagram")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("Enter a full https:// address.")).toBeVisible();

  await page.goto("/admin/settings");
  try {
    await saveContactEmail(page, "studio-desk@e2e.example");
    // A visitor (no session cookie) sees it at once, on the home page and on a page not seen since the save.
    const visitor = await browser.newPage();
    for (const path of ["/", "/reviews"]) {
      await visitor.goto(path);
      const footer = visitor.getByRole("contentinfo");
      await expect(footer.getByRole("link", { name: "studio-desk@e2e.example" }), path).toHaveAttribute(
        "href",
        "mailto:studio-desk@e2e.example",
        { timeout: 1000 },
      );
    }
    await visitor.close();
  } finally {
    await saveContactEmail(page, original);
  }
});

import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support";

const SECTIONS = [
  "Who We Are",
  "Information We Collect",
  "How We Use Your Information",
  "Sharing of Information",
  "Data Security",
  "Your Rights",
  "Data Retention",
  "Third-Party Links",
  "International Data Transfers",
  "Updates to This Policy",
  "Contact Us",
];

test("privacy policy: effective date, eleven sections with a table of contents, mailto contact", async ({ page }) => {
  test.slow(); // axe and first renders take long on the shared 2-core machine
  await page.goto("/privacy-policy");
  await expect(page.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
  await expect(page.getByText("July 14, 2025")).toBeVisible();
  const headings = page
    .getByRole("main")
    .getByRole("heading", { level: 2 })
    .filter({ hasText: /^\d+\. / });
  await expect(headings).toHaveText(SECTIONS.map((title, i) => `${i + 1}. ${title}`));
  const toc = page.getByRole("navigation", { name: "Contents" });
  await expect(toc.getByRole("link")).toHaveCount(11);
  await toc.getByRole("link", { name: "6. Your Rights" }).click();
  await expect(page).toHaveURL(/#your-rights$/);
  await expect(page.getByRole("heading", { name: "6. Your Rights" })).toBeInViewport();
  const contact = page.getByRole("region", { name: "11. Contact Us" });
  await expect(contact.getByRole("link", { name: "hello@kairolabs.dev" })).toHaveAttribute(
    "href",
    "mailto:hello@kairolabs.dev",
  );
  await expect(page.getByText(/no selling|do not sell/i).first()).toBeVisible();
  await expectNoAxeViolations(page);
});

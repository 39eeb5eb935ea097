import { expect, test } from "@playwright/test";

test.describe("header on the home page", () => {
  test("Home is current at the top; the item of the section in view becomes current on scroll", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "location");
    await page.locator("#why-us").evaluate((el) => el.scrollIntoView({ block: "start" }));
    await expect(nav.getByRole("link", { name: "Why Us" })).toHaveAttribute("aria-current", "location");
    await expect(nav.getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current");
    await page.locator("#faq").evaluate((el) => el.scrollIntoView({ block: "start" }));
    await expect(nav.getByRole("link", { name: "FAQ" })).toHaveAttribute("aria-current", "location");
    await expect(page.getByRole("banner")).toHaveAttribute("data-scrolled", "true");
    // Scrolled, the bar is frosted glass: the standard backdrop-filter Chromium draws (not only the -webkit- one).
    const glass = page.locator("header .glass, header.glass").first();
    await expect.poll(() => glass.evaluate((el) => getComputedStyle(el).backdropFilter)).toMatch(/blur\(16px\)/);
  });

  test("an anchor item clicked on another page goes home and scrolls to the section", async ({ page }) => {
    await page.goto("/this-page-does-not-exist");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Portfolio" }).click();
    await expect(page).toHaveURL(/\/(#portfolio)?$/);
    await expect(page.locator("#portfolio-title")).toBeInViewport();
  });
});

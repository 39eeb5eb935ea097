import { expect, test, type Locator, type Page } from "@playwright/test";

// On a phone a filter row is one line that scrolls sideways. Opened on a filter far down the row (a shared link), the
// selected chip must be on screen, not scrolled out past the first few.
const ROWS = [
  {
    page: "/portfolio?service=ai-automation",
    row: (p: Page) => p.getByRole("group", { name: "Filter projects by service" }),
    chip: /^AI Automation/,
  },
  {
    page: "/reviews?service=ai-automation",
    row: (p: Page) => p.getByRole("group", { name: "Filter reviews by service" }),
    chip: /^AI Automation/,
  },
  {
    page: "/blogs?category=SaaS",
    row: (p: Page) => p.getByRole("navigation", { name: "Blog categories" }),
    chip: /^SaaS$/,
  },
];

/** How far the chip sticks out of the row's visible width (0 when wholly in view). */
async function outside(row: Locator, chip: Locator) {
  const at = await chip.evaluate((el) => el.getBoundingClientRect().toJSON() as DOMRect);
  return row.evaluate((el, { left, right }) => {
    const box = el.getBoundingClientRect();
    return Math.max(0, box.left - left) + Math.max(0, right - box.right);
  }, at);
}

for (const { page: path, row, chip } of ROWS) {
  test(`${path} shows its selected chip in the sideways row @phone`, async ({ page }) => {
    await page.goto(path);
    const selected = row(page).locator('[aria-pressed="true"],[aria-current]');
    await expect(selected).toHaveText(chip);
    expect(await row(page).evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true); // the row does scroll here
    await expect.poll(async () => outside(row(page), selected)).toBe(0);
    // Tapping the first chip brings the row back to its start.
    await row(page).locator("a, button").first().click();
    await expect.poll(() => row(page).evaluate((el) => el.scrollLeft)).toBe(0);
  });
}

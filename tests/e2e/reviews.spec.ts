import { expect, test } from "@playwright/test";
import { expectNoAxeViolations, stubExternalSites } from "./support";

const SERVICES = ["Web Applications", "SaaS Solutions", "Mobile Applications", "AI Calling Agency", "AI Automation"];

test.describe("reviews page", () => {
  test("hero stats, 15 cards with every element, JSON-LD and no axe violations", async ({ page }) => {
    test.slow(); // axe and first renders take long on the shared 2-core machine
    await page.goto("/reviews");
    const stats = page.locator("dl");
    for (const value of ["4.9/5", "500+", "98%", "15"])
      await expect(stats.getByText(value, { exact: true })).toBeVisible();
    const cards = page.getByTestId("review-grid").getByRole("figure");
    await expect(cards).toHaveCount(15);
    const first = cards.first();
    await expect(first.getByText("Rohan Kapoor")).toBeVisible();
    await expect(first.getByText("Head of Operations, UrbanNest Realty")).toBeVisible();
    await expect(first.getByRole("img", { name: "Rated 5 out of 5" })).toBeVisible();
    await expect(first.getByText(/rebuilt our listings/)).toBeVisible();
    await expect(first.getByText("Web Applications")).toBeVisible();
    await expect(first.locator("img")).toHaveCount(1);
    await expect(cards.nth(2).getByRole("img", { name: "Rated 4 out of 5" })).toBeVisible();
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}");
    expect(jsonLd.aggregateRating).toMatchObject({ "@type": "AggregateRating", ratingValue: 4.9 });
    expect(jsonLd.review).toHaveLength(15);
    await cards.last().scrollIntoViewIfNeeded();
    await expect(cards.last().locator("xpath=..")).toHaveAttribute("data-reveal", "shown");
    await expectNoAxeViolations(page);
  });

  test("filters: 15 for All, 3 per service, and the URL keeps the filter", async ({ page }) => {
    await page.goto("/reviews");
    const filters = page.getByRole("group", { name: "Filter reviews by service" });
    const cards = page.getByTestId("review-grid").getByRole("figure");
    await expect(filters.getByRole("link", { name: /^All/ })).toHaveAttribute("aria-current", "true");
    for (const label of SERVICES) {
      await filters.getByRole("link", { name: new RegExp(`^${label}`) }).click();
      await expect(page).toHaveURL(/\/reviews\?service=[a-z-]+$/);
      await expect(cards).toHaveCount(3);
      for (const card of await cards.all()) await expect(card.getByText(label, { exact: true })).toBeVisible();
    }
    await page.reload();
    await expect(cards).toHaveCount(3);
    await expect(filters.getByRole("link", { name: /^AI Automation/ })).toHaveAttribute("aria-current", "true");
    await filters.getByRole("link", { name: /^All/ }).click();
    await expect(page).toHaveURL(/\/reviews$/);
    await expect(cards).toHaveCount(15);
  });

  test("cards fade in on scroll with 100 ms × index, capped at 500 ms", async ({ page }) => {
    await page.goto("/reviews");
    const wrappers = page.getByTestId("review-grid").locator("[data-reveal]");
    await expect(wrappers).toHaveCount(15);
    const delays = await wrappers.evaluateAll((els) => els.map((el) => (el as HTMLElement).style.transitionDelay));
    expect(delays).toEqual(Array.from({ length: 15 }, (_, i) => `${Math.min(i * 100, 500)}ms`));
    await expect(wrappers.last()).toHaveAttribute("data-reveal", "hidden");
    // the grid may be swapped for its hydrated copy while scrolling: scroll again to the card that is there now
    await expect(async () => {
      await wrappers.last().scrollIntoViewIfNeeded({ timeout: 2000 });
      await expect(wrappers.last()).toHaveAttribute("data-reveal", "shown", { timeout: 2000 });
    }).toPass({ timeout: 15_000 });
    await expect.poll(() => wrappers.last().evaluate((el) => getComputedStyle(el).opacity)).toBe("1");
  });

  test("Get Started opens the scoping form", async ({ page, context }) => {
    await stubExternalSites(context);
    await page.goto("/reviews");
    const [tab] = await Promise.all([
      context.waitForEvent("page"),
      page.getByRole("main").getByRole("link", { name: "Get Started" }).click(),
    ]);
    expect(tab.url()).toContain("utm_source=reviews");
  });
});

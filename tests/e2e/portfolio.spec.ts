import { expect, test } from "@playwright/test";
import { expectNoAxeViolations, stubExternalSites } from "./support";

// This machine is shared by several builds: give each test room beyond the 45 s default.
test.describe.configure({ timeout: 120_000 });

const filters = (page: import("@playwright/test").Page) =>
  page.getByRole("group", { name: "Filter projects by service" });
const cards = (page: import("@playwright/test").Page) => page.locator("#projects-grid > li");

test.describe("portfolio page", () => {
  test("heading, count, claims, filters with counts and cards", async ({ page }) => {
    await page.goto("/portfolio");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const count = await cards(page).count();
    expect(count).toBeGreaterThanOrEqual(4);
    await expect(page.getByText("98%", { exact: true })).toBeVisible();
    await expect(page.getByText("Success Rate")).toBeVisible();
    await expect(page.getByText("50+", { exact: true })).toBeVisible();
    await expect(page.getByText("Happy Clients")).toBeVisible();
    await expect(filters(page).getByRole("link", { name: `All Projects (${count})` })).toHaveAttribute(
      "aria-current",
      "true",
    );
    for (const name of ["Web Applications", "SAAS Solutions", "Mobile Applications", "AI Automation"]) {
      await expect(filters(page).getByRole("link", { name: new RegExp(`^${name} \\(\\d+\\)$`) })).toBeVisible();
    }
    // Only services with projects get a button (no AI Calling project is built in).
    await expect(filters(page).getByRole("link", { name: /AI Calling Agency/ })).toHaveCount(0);
    // each filter is a link to its filtered address (a tap before hydration loads it)
    await expect(filters(page).getByRole("link", { name: /^Mobile Applications/ })).toHaveAttribute(
      "href",
      "/portfolio?service=mobile-apps",
    );
    const medflow = cards(page).filter({ hasText: "MedFlow Patient Portal" });
    await expect(medflow.getByRole("link", { name: /^View Study/ })).toHaveAttribute(
      "href",
      "/case-study/medflow-patient-portal",
    );
    await expect(medflow.getByRole("link", { name: /^View Full Case Study/ })).toHaveAttribute(
      "href",
      "/case-study/medflow-patient-portal",
    );
    await expect(page.getByRole("heading", { name: "Ready to Start Your Project" })).toBeVisible();
    // the first study leads across the grid, the others go two-up, and no card is left alone on its row
    const grid = (await page.locator("#projects-grid").boundingBox())!;
    const boxes = await cards(page).evaluateAll((els) =>
      els.map((el) => el.getBoundingClientRect().toJSON() as DOMRect),
    );
    expect(Math.abs(boxes[0].width - grid.width)).toBeLessThan(2);
    expect(Math.abs(boxes[1].y - boxes[2].y)).toBeLessThan(2);
    expect(boxes[1].width).toBeLessThan(grid.width * 0.6);
    const last = boxes[boxes.length - 1];
    const sharing = boxes.filter((b) => Math.abs(b.y - last.y) < 2).reduce((sum, b) => sum + b.width, 0);
    expect(sharing).toBeGreaterThan(grid.width * 0.95);
    await expectNoAxeViolations(page);
  });

  test("filtering follows the URL, and Back returns to all projects", async ({ page }) => {
    await page.goto("/portfolio");
    const total = await cards(page).count();
    await filters(page)
      .getByRole("link", { name: /^Mobile Applications/ })
      .click();
    await expect(page).toHaveURL(/\/portfolio\?service=mobile-apps$/);
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first()).toContainText("FitPulse Coaching App");
    await filters(page)
      .getByRole("link", { name: /^SAAS Solutions/ })
      .click();
    await expect(page).toHaveURL(/service=saas$/);
    await expect(cards(page).filter({ hasText: "Ledgerly Finance Platform" })).toHaveCount(1);
    await expect(cards(page).and(page.locator(":not([data-service='saas'])"))).toHaveCount(0);
    await page.goBack();
    await expect(page).toHaveURL(/service=mobile-apps$/);
    await expect(cards(page).first()).toContainText("FitPulse Coaching App");
    await page.goBack();
    await expect(page).toHaveURL(/\/portfolio$/);
    await expect(cards(page)).toHaveCount(total);
  });

  test("?service= pre-selects the filter", async ({ page }) => {
    await page.goto("/portfolio?service=ai-automation");
    await expect(filters(page).getByRole("link", { name: /^AI Automation \(1\)$/ })).toHaveAttribute(
      "aria-current",
      "true",
    );
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first()).toContainText("RouteWise Logistics Automation");
    // a single result fills the row
    const [grid, card] = [await page.locator("#projects-grid").boundingBox(), await cards(page).first().boundingBox()];
    expect(Math.abs(card!.width - grid!.width)).toBeLessThan(2);
  });

  test("only the first study's cover is preloaded; it fills the first row, and the covers below the first screen load lazily", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto("/portfolio");
    await expect(page.locator('head link[rel="preload"][as="image"]')).toHaveCount(1);
    const cover = (n: number) => cards(page).nth(n).locator("img").first();
    await expect(cover(0)).toHaveAttribute("fetchpriority", "high");
    // The second row starts below a desktop's first screen: eager covers there would only take bandwidth from the first.
    expect((await cover(1).boundingBox())!.y).toBeGreaterThan(900);
    for (const n of [1, 2, 3]) {
      await expect(cover(n)).toHaveAttribute("loading", "lazy");
      await expect(cover(n)).not.toHaveAttribute("fetchpriority", /.+/);
    }
  });

  test("a card links to its case study", async ({ page }) => {
    await page.goto("/portfolio");
    await cards(page)
      .filter({ hasText: "Ledgerly Finance Platform" })
      .getByRole("link", { name: /^View Study/ })
      .click();
    await expect(page).toHaveURL(/\/case-study\/ledgerly-finance-platform$/);
    await expect(page.getByRole("heading", { level: 1, name: "Ledgerly Finance Platform" })).toBeVisible();
  });

  test("the closing call to action opens the scoping form", async ({ page, context }) => {
    await stubExternalSites(context);
    await page.goto("/portfolio");
    const [tab] = await Promise.all([
      context.waitForEvent("page"),
      page.getByRole("link", { name: /Book a Scoping Session/ }).click(),
    ]);
    expect(tab.url()).toContain("utm_source=portfolio");
    await tab.close();
  });

  test("one column of cards on a phone @phone", async ({ page }) => {
    await page.goto("/portfolio");
    // Polled: React first reveals the streamed page, then hydration replaces the server-rendered grid.
    await expect
      .poll(async () => {
        const [a, b] = [await cards(page).nth(0).boundingBox(), await cards(page).nth(1).boundingBox()];
        return Boolean(a && b && b.y > a.y + a.height - 1 && Math.abs(a.x - b.x) < 2);
      })
      .toBe(true);
  });
});

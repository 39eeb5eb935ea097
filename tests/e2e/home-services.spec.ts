import { expect, test, type Page } from "@playwright/test";

const details = (page: Page, id: string) => page.getByTestId(`service-details-${id}`);
const header = (page: Page, id: string) => page.locator(`#services-${id} button[aria-controls]`);

/** Brings the card into view and lets the scroll settle (50 ms calm resets the velocity). */
async function settleOn(page: Page, id: string) {
  await page.locator(`#services-${id}`).scrollIntoViewIfNeeded();
  await page.clock.runFor(100);
}

test.describe("service cards (desktop pointer)", () => {
  test.beforeEach(async ({ page }) => {
    await page.clock.install();
    await page.goto("/");
  });

  test("ten cards in three groups; the first two images are priority-loaded", async ({ page }) => {
    await expect(page.locator("#services article")).toHaveCount(10);
    await expect(page.locator("#services h3")).toHaveText(["Build & Scale", "AI & Intelligence", "Immersive Experience"]);
    const images = page.locator("#services article img");
    await expect(images.nth(0)).not.toHaveAttribute("loading", "lazy");
    await expect(images.nth(1)).not.toHaveAttribute("loading", "lazy");
    await expect(images.nth(2)).toHaveAttribute("loading", "lazy");
  });

  test("hover expands after 100 ms, leaving collapses after 150 ms, re-entry cancels", async ({ page }) => {
    await settleOn(page, "web-apps");
    await page.locator("#services-web-apps").hover({ position: { x: 40, y: 40 } });
    await page.clock.runFor(90);
    await expect(header(page, "web-apps")).toHaveAttribute("aria-expanded", "false");
    await page.clock.runFor(20);
    await expect(header(page, "web-apps")).toHaveAttribute("aria-expanded", "true");
    const box = (await details(page, "web-apps").boundingBox())!;
    expect(box.height).toBeLessThanOrEqual(1000);
    await page.mouse.move(5, 5);
    await page.clock.runFor(140);
    await expect(header(page, "web-apps")).toHaveAttribute("aria-expanded", "true");
    await page.locator("#services-web-apps").hover({ position: { x: 40, y: 40 } });
    await page.clock.runFor(300);
    await expect(header(page, "web-apps")).toHaveAttribute("aria-expanded", "true");
    await page.mouse.move(5, 5);
    await page.clock.runFor(160);
    await expect(header(page, "web-apps")).toHaveAttribute("aria-expanded", "false");
  });

  test("only one card is open at a time", async ({ page }) => {
    await settleOn(page, "web-apps");
    await page.locator("#services-web-apps").hover({ position: { x: 40, y: 40 } });
    await page.clock.runFor(110);
    await page.locator("#services-saas-solutions").hover({ position: { x: 40, y: 40 } });
    await page.clock.runFor(200);
    await expect(header(page, "saas-solutions")).toHaveAttribute("aria-expanded", "true");
    await expect(header(page, "web-apps")).toHaveAttribute("aria-expanded", "false");
  });

  test("hovering while the page scrolls fast does not expand", async ({ page }) => {
    await settleOn(page, "web-apps");
    const box = (await page.locator("#services-web-apps").boundingBox())!;
    await page.mouse.move(box.x + 40, box.y + 40);
    await page.clock.runFor(200);
    await page.mouse.move(5, 5);
    await page.clock.runFor(200);
    await expect(header(page, "web-apps")).toHaveAttribute("aria-expanded", "false");
    // scroll 40 px (velocity > 10) and enter a card at the same moment
    await page.evaluate(() => window.scrollBy(0, 40));
    await page.mouse.move(box.x + 40, box.y + 20);
    await page.clock.runFor(120);
    await expect(page.locator("article[data-expanded=true]")).toHaveCount(0);
  });

  test("keyboard: Enter and Space toggle a card; details show price, timeline and buttons", async ({ page }) => {
    await header(page, "web-apps").focus();
    await page.keyboard.press("Enter");
    await expect(header(page, "web-apps")).toHaveAttribute("aria-expanded", "true");
    const open = details(page, "web-apps");
    await expect(open).toContainText("$5,000");
    await expect(open).toContainText("4-12 weeks");
    await expect(open.getByRole("link", { name: "Learn More" })).toHaveAttribute("href", "/web-apps");
    await expect(open.getByRole("link", { name: "Get Quote" })).toHaveAttribute("href", "#services-web-apps");
    await page.keyboard.press("Space");
    await expect(header(page, "web-apps")).toHaveAttribute("aria-expanded", "false");
  });

  test("featured projects: at most 3, tech chips with +N, industry badge, new tab, See All link", async ({ page }) => {
    await header(page, "web-apps").focus();
    await page.keyboard.press("Enter");
    const projects = details(page, "web-apps").getByTestId("featured-project");
    const count = await projects.count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(3);
    await expect(projects.first()).toHaveAttribute("target", "_blank");
    await expect(projects.first()).toHaveAttribute("href", /^\/case-study\//);
    await expect(projects.first()).toContainText(/\+\d+/);
    await expect(details(page, "web-apps").getByRole("link", { name: "See All Web Applications Projects" }))
      .toHaveAttribute("href", "/portfolio?service=web-apps");
  });

  test("hovering 300 ms preloads the service routes", async ({ page }) => {
    const requested: string[] = [];
    page.on("request", (r) => requested.push(new URL(r.url()).pathname));
    await settleOn(page, "iot");
    await page.locator("#services-iot").hover({ position: { x: 40, y: 40 } });
    await page.clock.runFor(250);
    expect(requested).not.toContain("/sales-force");
    await page.clock.runFor(60);
    await expect.poll(() => requested.includes("/sales-force")).toBe(true);
  });
});

test.describe("service cards @phone", () => {
  test("a tap on the card header toggles it; hover is ignored", async ({ page }) => {
    await page.goto("/");
    const card = page.locator("#services-mobile-apps");
    await card.scrollIntoViewIfNeeded();
    await expect(page.locator("#services > div > div[data-touch]")).toHaveCount(1);
    await card.locator("h4").tap();
    await expect(header(page, "mobile-apps")).toHaveAttribute("aria-expanded", "true");
    await card.locator("h4").tap();
    await expect(header(page, "mobile-apps")).toHaveAttribute("aria-expanded", "false");
  });
});

import { expect, test, type Page } from "@playwright/test";
import { allStreamed, hydrated, pauseClock, servicesReady } from "./home-clock";

// Timing details on a paused page clock: page time moves only through page.clock.runFor().

const SERVICE_PAGES = [
  "/web-apps",
  "/saas",
  "/mobile-apps",
  "/sales-force",
  "/ai-calling",
  "/ai-automation",
  "/ar-vr-development",
  "/gaming-ar-vr",
  "/iot",
  "/game-development",
  "/ui-ux-design",
  "/chatbot-development",
];

/** Scrolls in one jump (a fast scroll) so that the element's top sits `top` px from the window's top. */
const jumpTo = (page: Page, selector: string, top: number) =>
  page
    .locator(selector)
    .first()
    .evaluate((el, offset) => {
      window.scrollTo({ top: window.scrollY + el.getBoundingClientRect().top - offset, behavior: "instant" });
    }, top);

test("a card's featured projects appear 100 ms after it expands", async ({ page }) => {
  await pauseClock(page);
  await page.goto("/");
  await servicesReady(page);
  const header = page.locator("#services-web-apps button[aria-controls]");
  const featured = page.getByTestId("service-details-web-apps").getByTestId("featured-project").first();
  await header.focus();
  await page.keyboard.press("Enter");
  await expect(header).toHaveAttribute("aria-expanded", "true");
  await page.clock.runFor(90);
  await expect(featured).toBeHidden();
  await page.clock.runFor(20);
  await expect(featured).toBeVisible();
  // collapsed and opened again: the delay starts over
  await page.keyboard.press("Enter");
  await expect(header).toHaveAttribute("aria-expanded", "false");
  await page.keyboard.press("Enter");
  await page.clock.runFor(50);
  await expect(featured).toBeHidden();
});

test("every service page fades in 100 ms after mount", async ({ page, request }) => {
  for (const path of SERVICE_PAGES) {
    const html = await (await request.get(path)).text();
    const fade = /<div[^>]*data-testid="page-fade-in"[^>]*>/.exec(html)?.[0] ?? "";
    expect(fade, path).toContain("animate-fade");
    expect(fade, path).toContain("animation-delay:100ms");
  }
  await page.goto("/web-apps");
  expect(
    await page
      .getByTestId("page-fade-in")
      .evaluate((el) => [getComputedStyle(el).animationName, getComputedStyle(el).animationDelay]),
  ).toEqual(["fade", "0.1s"]);
});

test.describe("reveals on the home page", () => {
  test.beforeEach(async ({ page }) => {
    await pauseClock(page);
    await page.goto("/");
    await hydrated(page, "#why-us li[data-reveal]");
    await allStreamed(page); // content streamed in above later would shift the scroll (a scroll event of its own)
  });

  test("the About section reveals at 10% visibility within 100 px below the window", async ({ page }) => {
    const card = page.locator("#about li[data-reveal]").first();
    await expect(card).not.toHaveAttribute("data-revealed", "");
    const { height, viewport } = await card.evaluate((el) => ({
      height: el.getBoundingClientRect().height,
      viewport: window.innerHeight,
    }));
    // 5% of the card inside the 100 px margin: not yet
    await jumpTo(page, "#about li[data-reveal]", viewport + 100 - 0.05 * height);
    await page.clock.runFor(100);
    await page.waitForTimeout(300);
    await expect(card).not.toHaveAttribute("data-revealed", "");
    // 20% of it inside the margin, still below the window: revealed
    await jumpTo(page, "#about li[data-reveal]", viewport + 100 - 0.2 * height);
    await page.clock.runFor(100);
    await expect(card).toHaveAttribute("data-revealed", "");
    expect(await card.evaluate((el) => el.getBoundingClientRect().top)).toBeGreaterThan(
      await card.evaluate(() => window.innerHeight),
    );
  });

  test("scrolling faster than 5 px/ms pauses reveals until the scroll calms down", async ({ page }) => {
    const card = page.locator("#why-us li[data-reveal]").first();
    await jumpTo(page, "#why-us li[data-reveal]", 200); // thousands of px within one frame
    await page.waitForTimeout(300); // the observer has reported the card by now
    await expect(card).not.toHaveAttribute("data-revealed", "");
    await page.clock.runFor(60); // 50 ms of calm
    await expect(card).toHaveAttribute("data-revealed", "");
  });
});

test("icon-only buttons show their tooltip after 700 ms, the next one at once within 300 ms", async ({ page }) => {
  await pauseClock(page);
  await page.goto("/");
  const toggle = page.getByRole("button", { name: "Toggle colour theme" });
  const chat = page.getByTestId("chat-button");
  await hydrated(page, '[data-testid="chat-button"]');
  await page.clock.runFor(1100); // the chat button shows after 1 s
  const tooltip = page.getByRole("tooltip");

  await toggle.hover();
  await page.clock.runFor(690);
  await expect(tooltip).toHaveCount(0);
  await page.clock.runFor(20);
  await expect(tooltip).toHaveText("Toggle colour theme");
  await expect(toggle).toHaveAttribute("aria-describedby", (await tooltip.getAttribute("id"))!);

  await page.mouse.move(700, 500);
  await expect(tooltip).toHaveCount(0);
  await page.clock.runFor(200);
  await chat.hover();
  await expect(tooltip).toHaveText("Open chat"); // within the 300 ms skip: no delay

  await page.mouse.move(700, 500);
  await page.clock.runFor(400);
  await toggle.focus(); // keyboard focus too, with the full delay again
  await page.clock.runFor(600);
  await expect(tooltip).toHaveCount(0);
  await page.clock.runFor(120);
  await expect(tooltip).toHaveText("Toggle colour theme");
  await page.keyboard.press("Escape");
  await expect(tooltip).toHaveCount(0);
});

test("the gallery lightbox's controls have tooltips", async ({ page }) => {
  await page.clock.install(); // runs with real time until the gallery has loaded, then paused
  await page.goto("/case-study/medflow-patient-portal", { waitUntil: "load" });
  await page.getByRole("link", { name: "Open image 1 of 4" }).click();
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
  const dialog = page.getByRole("dialog");
  for (const name of ["Next image", "Previous image", "Close"]) {
    await dialog.getByRole("button", { name }).hover();
    await page.clock.runFor(710);
    // the Close button has focus when the dialog opens, so its own tooltip may show as well
    await expect(dialog.getByRole("tooltip", { name, exact: true })).toBeVisible();
    await page.mouse.move(700, 100);
    await page.clock.runFor(400);
  }
});

import { expect, test, type Page } from "@playwright/test";
import { E2E_ADMIN } from "../../playwright.config";
import { hydrated, pauseClock } from "./home-clock";

const launcherHydrated = (page: Page) => hydrated(page, "[data-testid=chat-button]");

/** The chat dot's running animations ("pulse-dot running ×2"). CSS animations run on the page's real timeline, not
 *  on the paused clock. */
const dotPulses = (page: Page) =>
  page
    .getByTestId("chat-dot")
    .evaluate((el) =>
      el
        .getAnimations()
        .map((a) => `${(a as CSSAnimation).animationName} ${a.playState} ×${a.effect?.getComputedTiming().iterations}`),
    );

/** Opens the chat; the panel's code loads on first open and React reveals it on its (paused) timers. */
async function openChat(page: Page) {
  await page.getByRole("button", { name: "Open chat" }).click();
  const panel = page.getByRole("dialog", { name: "Chat Support" });
  await expect
    .poll(
      async () => {
        await page.clock.runFor(100);
        return panel.isVisible();
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return panel;
}

test.describe("chat launcher", () => {
  test("the launcher appears after 1 s, or once scrolled past 200 px, and stays visible", async ({ page }) => {
    test.slow(); // loads the home page twice
    await pauseClock(page);
    await page.goto("/");
    await launcherHydrated(page);
    const launcher = page.getByTestId("chat-button");
    await page.clock.runFor(500);
    await expect(launcher).toBeHidden();
    await page.clock.runFor(490);
    await expect(launcher).toBeHidden();
    expect(await dotPulses(page), "the dot waits for the launcher to pulse").toEqual([]);
    await page.clock.runFor(20);
    await expect(launcher).toBeVisible();
    expect(await dotPulses(page)).toEqual(["pulse-dot running ×2"]);
    // scrolling: 150 px keeps it hidden, 250 px shows it before the second has passed; scrolling back keeps it
    await page.reload();
    await launcherHydrated(page);
    await page.evaluate(() => window.scrollTo(0, 150));
    await page.clock.runFor(100);
    await expect(launcher).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 250));
    await page.clock.runFor(100);
    await expect(launcher).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.clock.runFor(2000);
    await expect(launcher).toBeVisible();
  });
});

test.describe("chat helper", () => {
  test.beforeEach(async ({ page }) => {
    await pauseClock(page);
    await page.goto("/");
    await launcherHydrated(page);
    await page.clock.runFor(1000); // the launcher appears 1 s after load
  });

  test("closed: the button with a red dot that pulses twice as it appears, then rests; open: Chat Support, subtitle and a welcome message", async ({
    page,
  }) => {
    const dot = page.getByTestId("chat-dot");
    await expect(dot).toBeVisible();
    expect(await dotPulses(page)).toEqual(["pulse-dot running ×2"]);
    await expect.poll(() => dotPulses(page), { timeout: 6_000 }).toEqual([]);
    await expect(dot).toBeVisible();
    const panel = await openChat(page);
    await expect(panel).toBeVisible();
    await expect(panel).toContainText("We're here to help!");
    await expect(panel.getByTestId("bot-message")).toHaveCount(1);
    await expect(panel.getByTestId("bot-message").first()).toContainText("project or service");
    await expect(page.getByTestId("chat-dot")).toHaveCount(0);
  });

  test("closing plays the exit, then hides the panel; reopened, the conversation is still there", async ({ page }) => {
    const panel = await openChat(page);
    await panel.getByRole("button", { name: "How do I start my project?" }).click();
    await page.clock.runFor(410);
    await expect(panel.getByTestId("bot-message")).toHaveCount(2);
    await panel.getByRole("button", { name: "Close chat" }).click();
    await expect(page.getByRole("button", { name: "Open chat" })).toBeVisible();
    await expect
      .poll(
        async () => {
          await page.clock.runFor(50);
          return panel.isHidden();
        },
        { timeout: 20_000 },
      )
      .toBe(true);
    await page.getByRole("button", { name: "Open chat" }).click();
    await expect(panel).toBeVisible();
    await expect(panel.getByTestId("visitor-message")).toHaveCount(1);
    expect(await panel.getByTestId("bot-message").count()).toBeGreaterThanOrEqual(2); // the next step may have come meanwhile
  });

  test("How do I start: reply after 400 ms, quick replies hidden meanwhile, four steps 500 ms later", async ({
    page,
  }) => {
    const panel = await openChat(page);
    await panel.getByRole("button", { name: "How do I start my project?" }).click();
    await expect(panel.getByTestId("quick-replies")).toHaveCount(0);
    await page.clock.runFor(390);
    await expect(panel.getByTestId("bot-message")).toHaveCount(1);
    await page.clock.runFor(20);
    await expect(panel.getByTestId("bot-message")).toHaveCount(2);
    await expect(panel.getByTestId("quick-replies")).toBeVisible();
    await page.clock.runFor(480);
    await expect(panel.getByTestId("bot-message")).toHaveCount(2);
    await page.clock.runFor(20);
    await expect(panel.getByTestId("bot-message")).toHaveCount(3);
    await expect(panel.getByTestId("bot-message").last()).toContainText("Tell us your idea");
    await expect(panel.getByTestId("bot-message").last()).toContainText("Start building");
  });

  test("Show me Web projects goes to the portfolio filtered to web apps 500 ms after the reply", async ({ page }) => {
    const panel = await openChat(page);
    await panel.getByRole("button", { name: "Show me Web projects" }).click();
    await page.clock.runFor(410);
    await expect(page).toHaveURL(/\/$/);
    await page.clock.runFor(510);
    // the client navigation then completes on React's own (paused) timers
    await expect
      .poll(
        async () => {
          await page.clock.runFor(100);
          return page.url();
        },
        { timeout: 20_000 },
      )
      .toMatch(/\/portfolio\?service=web-apps#projects-grid$/);
  });

  test("talk to a human: reply with e-mail and 2-4 hours, then scroll to contact; other text gets thanks", async ({
    page,
  }) => {
    const panel = await openChat(page);
    await panel.getByRole("button", { name: "I want to talk to a human" }).click();
    await page.clock.runFor(410);
    await expect(panel.getByTestId("bot-message").last()).toContainText("2-4 hours");
    await expect(panel.getByTestId("bot-message").last()).toContainText("@");
    await page.clock.runFor(510);
    await expect(page.locator("#contact-title")).toBeInViewport();
    await panel.getByLabel("Type your message").fill("Hello there");
    await panel.getByRole("button", { name: "Send message" }).click();
    await page.clock.runFor(410);
    await expect(panel.getByTestId("bot-message").last()).toContainText("Thanks for your message");
  });

  test("a talk-to-a-human conversation with an e-mail address is stored as a lead", async ({ page, browser }) => {
    test.slow(); // signs in to the admin area to read the inbox
    const panel = await openChat(page);
    await panel.getByRole("button", { name: "I want to talk to a human" }).click();
    await page.clock.runFor(1000);
    const email = `chat-visitor-${Date.now()}@example.com`;
    const stored = page.waitForResponse(
      (r) => r.request().method() === "POST" && Boolean(r.request().headers()["next-action"]),
    );
    await panel.getByLabel("Type your message").fill(`Please write to me at ${email}`);
    await panel.getByRole("button", { name: "Send message" }).click();
    expect((await stored).status()).toBe(200);
    // the owner sees it in the leads inbox (a fresh context: no paused clock there)
    const admin = await browser.newContext();
    const inbox = await admin.newPage();
    await inbox.goto("/admin/login?callbackUrl=%2Fadmin%2Fleads");
    await inbox.getByLabel("Email").fill(E2E_ADMIN.email);
    await inbox.getByLabel("Password").fill(E2E_ADMIN.password);
    await inbox.getByRole("button", { name: "Sign in" }).click();
    await expect(inbox).toHaveURL(/\/admin\/leads$/, { timeout: 20_000 });
    const lead = inbox.getByTestId("lead").filter({ hasText: email });
    await expect(lead).toContainText("chat");
    await expect(lead).toContainText("I want to talk to a human");
    await admin.close();
  });
});

test.describe("chat on a phone @phone", () => {
  test("the open chat is an opaque full-screen sheet over the launcher, and Close gives focus back to it @phone", async ({
    page,
  }) => {
    await pauseClock(page);
    await page.goto("/");
    await launcherHydrated(page);
    await page.clock.runFor(1000);
    const launcher = page.getByTestId("chat-button");
    const panel = await openChat(page);
    const { width, height } = page.viewportSize()!;
    await expect
      .poll(
        async () => {
          await page.clock.runFor(50);
          return panel.boundingBox();
        },
        { timeout: 20_000 },
      )
      .toEqual({ x: 0, y: 0, width, height });
    await expect(launcher).toBeHidden();
    await expect(panel.getByRole("button", { name: "Close chat" })).toBeFocused();
    // nothing of the page shows through: the sheet's fill has no transparency
    const fill = await panel.evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(fill).not.toMatch(/\/|rgba|transparent/);
    await panel.getByRole("button", { name: "Close chat" }).click();
    await expect(launcher).toBeVisible();
    await expect(launcher).toBeFocused();
  });
});

import { expect, test } from "@playwright/test";

test.describe("chat helper", () => {
  test.beforeEach(async ({ page }) => {
    await page.clock.install();
    await page.goto("/");
  });

  test("closed: the button with a red pulsing dot; open: Chat Support, subtitle and a welcome message", async ({ page }) => {
    await expect(page.getByTestId("chat-dot")).toBeVisible();
    await page.getByRole("button", { name: "Open chat" }).click();
    const panel = page.getByRole("dialog", { name: "Chat Support" });
    await expect(panel).toBeVisible();
    await expect(panel).toContainText("We're here to help!");
    await expect(panel.getByTestId("bot-message")).toHaveCount(1);
    await expect(panel.getByTestId("bot-message").first()).toContainText("project or service");
    await expect(page.getByTestId("chat-dot")).toHaveCount(0);
  });

  test("How do I start: reply after 400 ms, quick replies hidden meanwhile, four steps 500 ms later", async ({ page }) => {
    await page.getByRole("button", { name: "Open chat" }).click();
    const panel = page.getByRole("dialog", { name: "Chat Support" });
    await panel.getByRole("button", { name: "How do I start my project?" }).click();
    await expect(panel.getByTestId("quick-replies")).toHaveCount(0);
    await page.clock.runFor(390);
    await expect(panel.getByTestId("bot-message")).toHaveCount(1);
    await page.clock.runFor(20);
    await expect(panel.getByTestId("bot-message")).toHaveCount(2);
    await expect(panel.getByTestId("quick-replies")).toBeVisible();
    await page.clock.runFor(510);
    await expect(panel.getByTestId("bot-message").last()).toContainText("Tell us your idea");
    await expect(panel.getByTestId("bot-message").last()).toContainText("Start building");
  });

  test("Show me Web projects goes to the portfolio filtered to web apps 500 ms after the reply", async ({ page }) => {
    await page.getByRole("button", { name: "Open chat" }).click();
    await page.getByRole("button", { name: "Show me Web projects" }).click();
    await page.clock.runFor(410);
    await expect(page).toHaveURL(/\/$/);
    await page.clock.runFor(510);
    await expect(page).toHaveURL(/\/portfolio\?service=web-apps#projects-grid$/);
  });

  test("talk to a human: reply with e-mail and 2-4 hours, then scroll to contact; other text gets thanks", async ({ page }) => {
    await page.getByRole("button", { name: "Open chat" }).click();
    const panel = page.getByRole("dialog", { name: "Chat Support" });
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

  test("a talk-to-a-human conversation with an e-mail address is sent to the server as a lead", async ({ page }) => {
    await page.getByRole("button", { name: "Open chat" }).click();
    const panel = page.getByRole("dialog", { name: "Chat Support" });
    await panel.getByRole("button", { name: "I want to talk to a human" }).click();
    await page.clock.runFor(1000);
    const action = page.waitForRequest((r) => r.method() === "POST" && Boolean(r.headers()["next-action"]));
    await panel.getByLabel("Type your message").fill("Please write to me at chat-visitor@example.com");
    await panel.getByRole("button", { name: "Send message" }).click();
    const request = await action;
    expect(request.postData()).toContain("chat-visitor@example.com");
    const response = await request.response();
    expect(response?.status()).toBe(200);
    expect(await response?.text()).toContain('"ok":true');
  });
});

import { expect, test, type Page } from "@playwright/test";

async function fill(page: Page, email: string) {
  const form = page.locator("form", { has: page.getByRole("heading", { name: "Send Us a Message" }) });
  await form.getByLabel("First Name").fill("Asha");
  await form.getByLabel("Last Name").fill("Rao");
  await form.getByLabel("Email Address").fill(email);
  await form.getByLabel("Subject").fill("A booking app");
  await form.getByLabel("Message").fill("We need a booking app for 40 clinics.");
  return form;
}

test.describe("contact form", () => {
  test("all fields are required; the message has 5 rows; sending shows success", async ({ page }) => {
    await page.goto("/");
    const form = page.locator("form", { has: page.getByRole("heading", { name: "Send Us a Message" }) });
    for (const label of ["First Name", "Last Name", "Email Address", "Subject", "Message"]) {
      await expect(form.getByLabel(label)).toHaveAttribute("required", "");
    }
    await expect(form.getByLabel("Email Address")).toHaveAttribute("type", "email");
    await expect(form.getByLabel("Message")).toHaveAttribute("rows", "5");
    await fill(page, "asha@example.com");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByRole("status")).toContainText("Thank you! Your message has been sent.");
    await expect(form.getByLabel("First Name")).toHaveValue("");
  });

  test("works without JavaScript, and keeps the text when the server refuses it", async ({ browser, baseURL }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      baseURL,
      extraHTTPHeaders: { "x-forwarded-for": "203.0.113.9" },
    });
    const page = await context.newPage();
    await page.goto("/");
    const form = await fill(page, "asha@example.com");
    // A value the browser accepts but the server's zod rule refuses (no top-level domain).
    await form.getByLabel("Email Address").fill("asha@localhost");
    await form.getByRole("button", { name: "Send Message" }).click();
    await page.waitForLoadState("load");
    const again = page.locator("form", { has: page.getByRole("heading", { name: "Send Us a Message" }) });
    await expect(again.getByRole("alert")).toContainText("valid e-mail");
    await expect(again.getByLabel("Message")).toHaveValue("We need a booking app for 40 clinics.");
    await again.getByLabel("Email Address").fill("asha@example.com");
    await again.getByRole("button", { name: "Send Message" }).click();
    await page.waitForLoadState("load");
    await expect(page.getByText("Thank you! Your message has been sent.")).toBeVisible();
    await context.close();
  });
});

import { expect, type Browser, type Page } from "@playwright/test";

export const MEMBER_PASSWORD = "e2e team member passphrase 7";

let count = 0;
/** A fresh address for a colleague (the e2e database lives through the whole run). */
export const colleague = (role: string) => `${role}-${Date.now()}-${++count}@team.e2e.test`;

/** Signs in through the login form as anyone and waits for `to`. */
export async function signInAs(page: Page, email: string, password: string, to = "/admin") {
  await page.goto(`/admin/login?callbackUrl=${encodeURIComponent(to)}`);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(new RegExp(`${to.replace(/[/?]/g, "\\$&")}$`), { timeout: 60_000 });
  await page.mouse.move(0, 0);
}

/** The owner (signed in on `owner`) invites `email` as `role` on the Users page, copies the link from the page and
 *  answers it. */
export async function invite(owner: Page, email: string, role: "Editor" | "Author" | "Viewer") {
  await owner.goto("/admin/users");
  const form = owner.getByRole("form", { name: "Invite a colleague" });
  await form.getByLabel("E-mail").fill(email);
  await form.getByLabel("Role").selectOption({ label: role });
  await form.getByRole("button", { name: "Send invitation" }).click();
  await expect(owner.locator("[data-sonner-toast]").filter({ hasText: "Invitation created" }).first()).toBeVisible();
  const box = owner.getByTestId("invitation-link");
  await expect(box).toContainText(`Invitation link for ${email}`);
  await box.getByRole("button", { name: "Copy link" }).click();
  await expect(owner.locator("[data-sonner-toast]").filter({ hasText: "Link copied" }).first()).toBeVisible();
  const copied = await owner.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(await box.getByLabel(/^Invitation link for/).inputValue());
  expect(copied).toMatch(/\/admin\/login\/invite\/[A-Za-z0-9_-]{43}$/);
  return copied;
}

/** A colleague answers an invitation in a browser of their own: name, password twice, then signs in. */
export async function accept(browser: Browser, link: string, email: string, name: string) {
  const context = await browser.newContext({ baseURL: new URL(link).origin });
  const page = await context.newPage();
  await page.goto(new URL(link).pathname);
  await expect(page.getByRole("heading", { name: "Join the team" })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await page.getByLabel("Your name").fill(name);
  await page.getByLabel("New password").fill(MEMBER_PASSWORD);
  await page.getByLabel("Confirm password").fill(MEMBER_PASSWORD);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByRole("status")).toHaveText("Your account is ready.");
  await signInAs(page, email, MEMBER_PASSWORD);
  return { context, page };
}

/** The menu's section names. */
/** The admin menu's entries, once it is on the page (allInnerTexts alone does not wait: it read [] once in CI). */
export async function menuOf(page: Page) {
  const menu = page.getByRole("navigation", { name: "Admin" });
  await expect(menu.getByRole("link", { name: "Dashboard" })).toBeVisible();
  return menu.getByRole("link").allInnerTexts();
}

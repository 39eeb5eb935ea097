import { expect, test, type Page } from "@playwright/test";
import { E2E_ADMIN } from "../../playwright.config";
import { expectNoAxeViolations } from "./support";
import { signIn } from "./admin-support";

// Sign-ins hash passwords and pages render per request: allow for the shared, loaded test machine.
test.describe.configure({ timeout: 120_000 });

/** The login form's message (not Next's route announcer, which is also an alert). */
const loginAlert = (page: Page) => page.getByRole("main").getByRole("alert");

const ADMIN_ROUTES = [
  "/admin",
  "/admin/portfolio",
  "/admin/portfolio/new",
  "/admin/portfolio/edit/medflow-patient-portal",
  "/admin/case-studies",
  "/admin/blogs",
  "/admin/blogs/new",
  "/admin/blogs/edit/x",
  "/admin/leads",
  "/admin/system",
];

test("anonymous visitors of every admin route go to the login page with a return URL; admin APIs answer 401", async ({
  page,
  request,
}) => {
  for (const route of ADMIN_ROUTES) {
    await page.goto(route);
    await expect(page).toHaveURL(`/admin/login?callbackUrl=${encodeURIComponent(route)}`);
  }
  await expect(page.getByRole("heading", { name: "Admin login" })).toBeVisible();
  expect((await request.get("/api/admin/leads/export")).status()).toBe(401);
  // A forged session cookie gets past the proxy's first look, but not the server's own check.
  const forged = await request.get("/api/admin/leads/export", {
    headers: { cookie: "next-auth.session-token=forged.value.here" },
  });
  expect(forged.status()).toBe(401);
  await page.context().addCookies([{ name: "next-auth.session-token", value: "forged", url: page.url() }]);
  await page.goto("/admin/portfolio?page=2");
  await expect(page).toHaveURL(`/admin/login?callbackUrl=${encodeURIComponent("/admin/portfolio?page=2")}`);
  await expectNoAxeViolations(page);
});

test("a wrong password says 'Invalid email or password' without saying which", async ({ page }) => {
  await page.goto("/admin/login");
  await page.getByLabel("Email").fill(E2E_ADMIN.email);
  await page.getByLabel("Password").fill("not-the-password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(loginAlert(page)).toHaveText("Invalid email or password");
  await expect(page).toHaveURL(/\/admin\/login/);
});

// The lockout test comes from its own address (X-Forwarded-For, which the server trusts as the proxy's client address)
// and a separate account, so no rule ever slows the real admin signing in from 127.0.0.1 in the other tests.
test("after 5 failures for one account from one address further attempts are refused with a clear message", async ({
  browser,
}) => {
  const context = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": "203.0.113.77" } });
  const page = await context.newPage();
  await page.goto("/admin/login");
  const attempt = async (email: string, password: string) => {
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("button", { name: "Sign in" })).toBeEnabled({ timeout: 60_000 }); // argon2 on a loaded machine
  };
  for (let i = 0; i < 5; i++) {
    await attempt("intruder@e2e.test", `guess-${i}`);
    await expect(loginAlert(page)).toHaveText("Invalid email or password");
  }
  await attempt("intruder@e2e.test", "guess-6");
  await expect(loginAlert(page)).toHaveText("Too many failed sign-in attempts. Please wait 15 minutes and try again.");
  await expect(page).toHaveURL(/\/admin\/login/);
  await context.close();
});

test("login leads to the dashboard; logout clears the session and goes to the login page", async ({ page }) => {
  await signIn(page);
  await expect(page.getByTestId("admin-section")).toHaveText("Dashboard");
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/admin\/login/);
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/admin\/login\?callbackUrl=%2Fadmin/);
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name.endsWith("next-auth.session-token"))).toBeUndefined();
});

test("the session cookie is HttpOnly and SameSite=Lax with a limited lifetime", async ({ page }) => {
  await signIn(page);
  const cookie = (await page.context().cookies()).find((c) => c.name === "next-auth.session-token");
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax" });
  const hours = (cookie!.expires * 1000 - Date.now()) / 3_600_000;
  expect(hours).toBeGreaterThan(7.9);
  expect(hours).toBeLessThanOrEqual(8.01);
});

test("admin pages carry noindex and the menu opens from the toggle on a phone @phone", async ({ page }) => {
  await signIn(page, "/admin/blogs");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expect(page.getByTestId("admin-section")).toHaveText("Blogs");
  // Closed, the drawer is out of view and out of the tab order.
  const menu = page.getByRole("navigation", { name: "Admin", includeHidden: true });
  await expect(menu).toBeHidden();
  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(menu).toBeInViewport();
  await menu.getByRole("link", { name: "Leads" }).click();
  await expect(page).toHaveURL(/\/admin\/leads$/);
  await expect(page.getByTestId("admin-section")).toHaveText("Leads");
  await expect(menu).toBeHidden();
  await expectNoAxeViolations(page);
});

test("signed-in admin pages run under their nonce CSP without violations and hydrate", async ({ page }) => {
  const violations: string[] = [];
  page.on("console", (msg) => {
    if (/Content Security Policy/i.test(msg.text())) violations.push(msg.text());
  });
  await signIn(page);
  for (const route of ["/admin", "/admin/portfolio/edit/medflow-patient-portal", "/admin/blogs/new", "/admin/leads"]) {
    await page.goto(route);
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => Object.keys(document.body).some((k) => k.startsWith("__react"))))
      .toBe(true);
  }
  expect(violations).toEqual([]);
});

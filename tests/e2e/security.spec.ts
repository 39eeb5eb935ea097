import { expect, test, type APIRequestContext } from "@playwright/test";
import { E2E_ADMIN } from "../../playwright.config";
import { signIn } from "./admin-support";

// Replays of the attacks in issue 21 against the production build; each failed on the old behaviour. The server
// trusts one proxy hop (TRUST_PROXY_HOPS=1): the last X-Forwarded-For entry is the address the proxy saw, entries
// before it are the client's own claims.
test.describe.configure({ timeout: 120_000 });

/** A credentials sign-in as next-auth's client posts it, from `address`. */
async function postSignIn(request: APIRequestContext, address: string, email: string, password: string) {
  const headers = { "x-forwarded-for": address };
  const { csrfToken } = (await (await request.get("/api/auth/csrf", { headers })).json()) as { csrfToken: string };
  return request.post("/api/auth/callback/credentials", {
    headers, form: { email, password, csrfToken, callbackUrl: "/admin", json: "true" }, maxRedirects: 0,
  });
}

test("(1) a forged first X-Forwarded-For entry does not escape a limit", async ({ request }) => {
  const proxySaw = "198.51.100.201";
  const answers: number[] = [];
  for (let i = 0; i < 32; i++) {
    const response = await request.post("/api/conversions", {
      headers: { "x-forwarded-for": `10.9.${i}.1, ${proxySaw}` }, data: { action: "design-consultation", page: "/" },
    });
    answers.push(response.status());
  }
  expect(answers.filter((s) => s === 201)).toHaveLength(20);
  expect(answers.at(-1)).toBe(429);
});

test("(2) wrong passwords for the owner from rotating addresses do not lock the owner out", async ({ page, playwright }) => {
  const request = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  for (let i = 0; i < 6; i++) {
    const response = await postSignIn(request, `203.0.113.${120 + i}`, E2E_ADMIN.email, `wrong-${i}`);
    expect(response.status()).toBe(401);
  }
  await request.dispose();
  // The owner, from an address of their own with no failures, signs in at once.
  await page.context().setExtraHTTPHeaders({ "x-forwarded-for": "192.0.2.150" });
  await signIn(page);
  await expect(page.getByTestId("admin-section")).toHaveText("Dashboard");
});

test("(3) a session cookie copied before logout opens nothing afterwards", async ({ page, browser }) => {
  await signIn(page);
  const copied = (await page.context().cookies()).filter((c) => c.name.endsWith("next-auth.session-token"));
  expect(copied).toHaveLength(1);
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/admin\/login/);

  const thief = await browser.newContext();
  await thief.addCookies(copied);
  const response = await thief.request.get("/api/admin/leads/export");
  expect(response.status()).toBe(401);
  const stolen = await thief.newPage();
  await stolen.goto("/admin/leads");
  await expect(stolen).toHaveURL(/\/admin\/login\?callbackUrl=%2Fadmin%2Fleads/);
  // next-auth's session endpoint may re-sign the token, but the re-signed copy proves nothing either.
  await thief.request.get("/api/auth/session");
  expect((await thief.request.get("/api/admin/leads/export")).status()).toBe(401);
  await thief.close();
});

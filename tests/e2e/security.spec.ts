import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
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
    headers,
    form: { email, password, csrfToken, callbackUrl: "/admin", json: "true" },
    maxRedirects: 0,
  });
}

test("(1) a forged first X-Forwarded-For entry does not escape a limit", async ({ request }) => {
  const proxySaw = "198.51.100.201";
  const answers: number[] = [];
  for (let i = 0; i < 32; i++) {
    const response = await request.post("/api/conversions", {
      headers: { "x-forwarded-for": `10.9.${i}.1, ${proxySaw}` },
      data: { action: "design-consultation", page: "/" },
    });
    answers.push(response.status());
  }
  expect(answers.filter((s) => s === 201)).toHaveLength(20);
  expect(answers.at(-1)).toBe(429);
});

test("(2) wrong passwords for the owner from rotating addresses do not lock the owner out", async ({
  page,
  playwright,
}) => {
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

/** Every file of the page cache on disk (the e2e server's build directory). */
/** The Location a redirect names (Next repeats the header on a render it did not store). */
const locationOf = (response: import("@playwright/test").APIResponse) =>
  new URL(response.headersArray().find((h) => h.name.toLowerCase() === "location")?.value ?? "", "http://x").pathname;

function cachedFiles(): string[] {
  const root = path.join(process.env.NEXT_DIST_DIR ?? ".next-e2e", "server");
  return fs
    .readdirSync(root, { recursive: true, encoding: "utf8" })
    .filter((f) => f.includes("route-cache") || f.startsWith("app"));
}

test("(5) unknown and hostile slugs answer a real redirect and write nothing to the cache", async ({ request }) => {
  const before = cachedFiles().length;
  for (let i = 0; i < 10; i++) {
    for (const [prefix, list] of [
      ["blog", "/blogs"],
      ["case-study", "/portfolio"],
    ]) {
      const response = await request.get(`/${prefix}/no-such-${prefix}-${i}-${Date.now()}`, { maxRedirects: 0 });
      expect(response.status()).toBe(307);
      expect(locationOf(response)).toBe(list);
    }
  }
  for (const hostile of ["a".repeat(3000), "x%00y", "..%2F..%2Fetc", "<script>"]) {
    for (const [prefix, list] of [
      ["blog", "/blogs"],
      ["case-study", "/portfolio"],
    ]) {
      const response = await request.get(`/${prefix}/${hostile}`, { maxRedirects: 0 });
      expect(response.status(), `${prefix}/${hostile.slice(0, 20)}`).toBe(307);
      expect(locationOf(response)).toBe(list);
    }
  }
  expect(cachedFiles().length).toBe(before);
});

test("(10) an address with malformed %-encoding answers 400 with a message, on every kind of page", async ({
  request,
}) => {
  for (const path of [
    "/blog/%E0%A4%A",
    "/case-study/%E0%A4%A",
    "/admin/portfolio/edit/%E0%A4%A",
    "/api/admin/export%E0%A4%A",
    "/%E0%A4%A",
  ]) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(400);
    expect(await response.text(), path).toBe("Bad request: the address has malformed %-encoding.");
  }
  // A session cookie with malformed encoding proves nothing, and says so: 401 and the login page, not 503 or 500.
  const headers = { cookie: "next-auth.session-token=%E0%A4%A" };
  const api = await request.get("/api/admin/leads/export", { headers });
  expect(api.status()).toBe(401);
  const page = await request.get("/admin/leads", { headers, maxRedirects: 0 });
  expect([307, 200]).toContain(page.status());
  if (page.status() === 307) expect(page.headers().location).toMatch(/\/admin\/login/);
  else expect(await page.text()).toContain("Sign in");
});

test("(4) a restart with ADMIN_PASSWORD set does not undo a password reset", async ({ playwright }) => {
  test.setTimeout(240_000);
  const port = Number(process.env.E2E_PORT ?? 3100) + 8;
  const base = `http://127.0.0.1:${port}`;
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "restart-"));
  const env = {
    ...process.env,
    PORT: String(port),
    PGLITE_DIR: path.join(scratch, "pglite"),
    NEXTAUTH_URL: base,
    ADMIN_EMAIL: "restart@e2e.test",
    ADMIN_PASSWORD: "first-password-123",
  };
  const start = async () => {
    const server = spawn(process.execPath, ["server/serve.mjs"], { env, stdio: "ignore" });
    await expect
      .poll(
        () =>
          fetch(`${base}/api/health/ready`).then(
            (r) => r.status,
            () => 0,
          ),
        { timeout: 120_000 },
      )
      .toBe(200);
    return server;
  };
  const stop = (server: ChildProcess) =>
    new Promise((resolve) => {
      server.once("exit", resolve);
      server.kill("SIGTERM");
    });
  let server = await start();
  await stop(server);
  // The owner changes the password with the CLI (the embedded database needs the site stopped for it).
  const reset = spawnSync(
    process.execPath,
    ["node_modules/tsx/dist/cli.mjs", "--conditions=react-server", "scripts/admin-create.ts", "restart@e2e.test"],
    { env: { ...env, ADMIN_PASSWORD: "second-password-456" }, encoding: "utf8" },
  );
  expect(reset.status, reset.stderr).toBe(0);
  server = await start(); // still with ADMIN_PASSWORD=first-password-123 in its environment
  const request = await playwright.request.newContext({ baseURL: base });
  try {
    expect((await postSignIn(request, "192.0.2.30", "restart@e2e.test", "second-password-456")).status()).toBe(200);
    expect((await postSignIn(request, "192.0.2.31", "restart@e2e.test", "first-password-123")).status()).toBe(401);
  } finally {
    await request.dispose();
    await stop(server);
    fs.rmSync(scratch, { recursive: true, force: true });
  }
});

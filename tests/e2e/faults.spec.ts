import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { expect, test, type Page } from "@playwright/test";
import { E2E_ADMIN } from "../../playwright.config";
import { startTcpProxy } from "../support/tcp-proxy";

// The database stops for 10 s while the site is under load: public pages keep answering from their cache, an admin
// write fails with a clear message, and writes work again once the database is back. A page that has to be rendered
// while the database is away shows the built-in content, cached briefly. The database sits behind a
// TCP proxy that can cut it off: PostgreSQL (E2E_DATABASE_URL, a fresh database) or a PGlite socket server.
const PORT = Number(process.env.E2E_PORT ?? 3100) + 7;
const BASE = `http://127.0.0.1:${PORT}`;
const PUBLIC_PAGES = [
  "/",
  "/portfolio",
  "/case-study/medflow-patient-portal",
  "/blogs",
  "/blog/ai-agents-in-production",
  "/web-apps",
];

async function startDatabase(): Promise<{
  host: string;
  port: number;
  url: (port: number) => string;
  close: () => Promise<void>;
}> {
  const serverUrl = process.env.E2E_DATABASE_URL;
  if (serverUrl) {
    const name = `faults_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
    const u = new URL(serverUrl);
    return {
      host: u.hostname,
      port: Number(u.port || 5432),
      url: (port) => {
        const v = new URL(serverUrl);
        v.hostname = "127.0.0.1";
        v.port = String(port);
        v.pathname = `/${name}`;
        return v.toString();
      },
      close: async () => {
        await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
        await admin.end();
      },
    };
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const { PGLiteSocketServer } = await import("@electric-sql/pglite-socket");
  const { PGLITE_EXTENSIONS } = await import("../../lib/db/pglite-extensions");
  const db = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  const port = 20000 + Math.floor(Math.random() * 20000);
  const server = new PGLiteSocketServer({ db, port, host: "127.0.0.1", maxConnections: 20 });
  await server.start();
  return {
    host: "127.0.0.1",
    port,
    url: (p) => `postgres://postgres:postgres@127.0.0.1:${p}/postgres?sslmode=disable`,
    close: async () => {
      await server.stop();
      await db.close();
    },
  };
}

async function waitForHealth(status: number, timeoutMs = 120_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const code = await fetch(`${BASE}/api/health`).then(
      (r) => r.status,
      () => 0,
    );
    if (code === status) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`/api/health never answered ${status}`);
}

async function signInAt(page: Page) {
  await page.goto(`${BASE}/admin/login`);
  await page.getByLabel("Email").fill(E2E_ADMIN.email);
  await page.getByLabel("Password").fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/admin$/, { timeout: 30_000 });
}

test.describe("faults", () => {
  let app: ChildProcess | undefined;
  let database: Awaited<ReturnType<typeof startDatabase>> | undefined;
  let proxy: Awaited<ReturnType<typeof startTcpProxy>> | undefined;
  const logLines: Record<string, unknown>[] = [];
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "faults-"));

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    database = await startDatabase();
    proxy = await startTcpProxy({ host: database.host, port: database.port });
    app = spawn(process.execPath, ["server/serve.mjs"], {
      env: {
        ...process.env,
        PORT: String(PORT),
        DATABASE_URL: database.url(proxy.port),
        PGLITE_DIR: path.join(scratch, "unused"),
        ADMIN_EMAIL: E2E_ADMIN.email,
        ADMIN_PASSWORD: E2E_ADMIN.password,
        NEXTAUTH_URL: BASE,
        LOG_FORMAT: "json",
      },
      stdio: ["ignore", "pipe", "inherit"],
    });
    let partial = "";
    app.stdout!.on("data", (chunk: Buffer) => {
      const lines = (partial + chunk.toString()).split("\n");
      partial = lines.pop() ?? "";
      for (const line of lines) if (line.startsWith("{")) logLines.push(JSON.parse(line) as Record<string, unknown>);
    });
    await waitForHealth(200);
  });

  test.afterAll(async () => {
    app?.kill("SIGTERM");
    await proxy?.close();
    await database?.close();
    fs.rmSync(scratch, { recursive: true, force: true });
  });

  test("an unknown address is logged once, with the request id its 404 carried (spec: unknown routes are logged)", async ({
    page,
  }) => {
    const address = `/no-such-page-${Date.now()}`;
    const response = await fetch(BASE + address);
    expect(response.status).toBe(404);
    const requestId = response.headers.get("x-request-id");
    await expect.poll(() => logLines.filter((l) => l.path === address).length).toBe(1);
    expect(logLines.find((l) => l.path === address)).toMatchObject({
      level: "warn",
      scope: "404",
      requestId,
      msg: "unknown route requested",
    });
    // A file that is not there and the API's answers are not unknown pages; the next unknown address is logged after
    // them (lines arrive in order), so by then a line for them would have arrived too.
    for (const other of ["/images/no-such-file.png", "/api/no-such-route"])
      expect((await fetch(BASE + other)).status).toBe(404);
    // The 404 page in a browser is a visit; the router's prefetches of its links are not, even those it gets wrong
    // (it takes the service pages for the catch-all route that drew the 404 page, and gets a 404 for each).
    const wrongGuesses: string[] = [];
    page.on("response", (r) => {
      if (r.status() === 404 && r.request().headers()["next-router-prefetch"]) wrongGuesses.push(r.url());
    });
    await page.goto(`${BASE}${address}-seen`);
    await page.locator("footer").scrollIntoViewIfNeeded();
    await expect.poll(() => wrongGuesses.length).toBeGreaterThan(0);
    await fetch(`${BASE}${address}-again`);
    await expect
      .poll(() => logLines.filter((l) => l.msg === "unknown route requested").map((l) => l.path))
      .toEqual([address, `${address}-seen`, `${address}-again`]);
  });

  test("the database stopped for 10 s under load", async ({ page }) => {
    test.setTimeout(180_000);
    for (const p of PUBLIC_PAGES) expect((await fetch(BASE + p)).status, p).toBe(200); // cached now

    await signInAt(page);
    // An admin write: importing the site's own export (the page's request context carries the session cookie).
    const exported = await (await page.request.get(`${BASE}/api/admin/export`)).text();
    const importFile = () =>
      page.request.post(`${BASE}/api/admin/import?mode=apply`, {
        data: exported,
        headers: { "content-type": "application/json" },
      });
    expect((await importFile()).status()).toBe(200);

    proxy!.stop();
    const statuses: number[] = [];
    const stopAt = Date.now() + 10_000;
    const load = Promise.all(
      Array.from({ length: 6 }, async (_, worker) => {
        for (let i = worker; Date.now() < stopAt; i++) {
          statuses.push(
            await fetch(BASE + PUBLIC_PAGES[i % PUBLIC_PAGES.length]).then(
              (r) => r.status,
              () => 0,
            ),
          );
        }
      }),
    );
    await waitForHealth(503, 20_000);
    const refused = await importFile();
    expect(refused.status()).toBe(503);

    // An admin page that fails on the server: the visitor sees a reference, and the log has one line of the failure
    // with the request id the response carried and that reference.
    const failed = await page.goto(`${BASE}/admin/leads`);
    const requestId = failed!.headers()["x-request-id"];
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    await expect(page.getByRole("heading", { name: "Unexpected Application Error!" })).toBeVisible();
    const reference = (await page.getByText(/^Reference: /).textContent())!.replace("Reference: ", "");
    await expect
      .poll(() => logLines.filter((l) => l.requestId === requestId && l.msg === "request failed").length)
      .toBe(1);
    expect(logLines.find((l) => l.requestId === requestId && l.msg === "request failed")).toMatchObject({
      level: "error",
      digest: reference,
      path: "/admin/leads",
      scope: "request",
    });
    expect(refused.headers()["retry-after"]).toBeTruthy();
    expect((await refused.json()).error).toBe(
      "The database is not reachable right now. Nothing was changed; please try again in a moment.",
    );
    await load;
    expect(statuses.length).toBeGreaterThan(20);
    expect(statuses.filter((s) => s !== 200)).toEqual([]);

    proxy!.resume();
    await waitForHealth(200, 60_000);
    // The owner's first write once the database answers again goes through (no retrying until it does).
    const first = await importFile();
    expect(first.status(), await first.text()).toBe(200);
  });

  test("a page expired while the database is down shows the built-in projects, cached for a minute only", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signInAt(page);
    const exported = (await (await page.request.get(`${BASE}/api/admin/export`)).json()) as {
      projects: { id: string; title: string }[];
    };
    const importWithTitle = async (title: string) => {
      const projects = exported.projects.map((p) => (p.id === "fitpulse-coaching-app" ? { ...p, title } : p));
      const response = await page.request.post(`${BASE}/api/admin/import?mode=apply`, {
        data: { ...exported, projects },
      });
      expect(response.status(), await response.text()).toBe(200);
    };
    // The stored content differs from the built-in one, and the pages are cached with it.
    await importWithTitle("FitPulse Stored Edition");
    await page.goto(`${BASE}/portfolio`);
    await expect(page.getByRole("heading", { name: "FitPulse Stored Edition" })).toBeVisible();
    await page.goto(`${BASE}/case-study/fitpulse-coaching-app`);
    await expect(page.getByRole("heading", { level: 1, name: "FitPulse Stored Edition" })).toBeVisible();
    // Another write expires them; the database stops before anyone looks again (the open case study would prefetch
    // /portfolio in the meantime, rendering it from the database while it still answers).
    await page.goto("about:blank");
    await importWithTitle("FitPulse Stored Edition Two");
    proxy!.stop();
    await waitForHealth(503, 20_000);

    for (const [path, heading] of [
      ["/portfolio", { name: "FitPulse Coaching App" }],
      ["/case-study/fitpulse-coaching-app", { level: 1, name: "FitPulse Coaching App" }],
    ] as const) {
      const response = await page.goto(BASE + path);
      expect(response?.status(), path).toBe(200);
      await expect(page.getByRole("heading", heading).first()).toBeVisible();
      await expect(page.getByText(/FitPulse Stored Edition/)).toHaveCount(0);
      // cached for a minute (cacheLife "minutes"), not for the content's 30 days
      const maxAge = Number(/s-maxage=(\d+)/.exec(response!.headers()["cache-control"] ?? "")?.[1]);
      expect(maxAge, `${path}: ${response!.headers()["cache-control"]}`).toBeLessThanOrEqual(60);
    }
    expect(logLines.some((l) => l.msg === "database unavailable, showing the built-in projects")).toBe(true);

    proxy!.resume();
    await waitForHealth(200, 60_000);
    await importWithTitle("FitPulse Coaching App");
  });
});

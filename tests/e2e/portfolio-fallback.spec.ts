import { expect, test } from "@playwright/test";
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

// This machine is shared by several builds: give each test room beyond the 45 s default.
test.describe.configure({ timeout: 120_000 });

// A second server on the same build whose database never answers: the portfolio must still list the built-in projects.
const port = Number(process.env.E2E_PORT ?? 3100) + 2;
const base = `http://127.0.0.1:${port}`;
let server: ChildProcess | undefined;
let scratch = "";

test.beforeAll(async () => {
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), "portfolio-down-"));
  server = spawn(process.execPath, ["scripts/serve.mjs"], {
    env: { ...process.env, PORT: String(port), DATABASE_URL: "postgres://nobody@127.0.0.1:1/none",
      PGLITE_DIR: path.join(scratch, "pglite"), NEXTAUTH_SECRET: "e2e-secret-not-for-production-0123456789" },
    stdio: "ignore",
  });
  await expect.poll(async () => (await fetch(`${base}/api/health`).catch(() => null))?.status ?? 0,
    { timeout: 60_000, intervals: [250, 500, 1000] }).toBe(503);
});

test.afterAll(() => {
  server?.kill("SIGTERM");
  fs.rmSync(scratch, { recursive: true, force: true });
});

test("with the database down, /portfolio still lists the built-in projects", async ({ page }) => {
  const response = await page.goto(`${base}/portfolio`);
  expect(response?.status()).toBe(200);
  for (const title of ["MedFlow Patient Portal", "Ledgerly Finance Platform", "FitPulse Coaching App", "RouteWise Logistics Automation"]) {
    await expect(page.getByRole("heading", { name: title })).toBeVisible();
  }
  await page.goto(`${base}/case-study/fitpulse-coaching-app`);
  await expect(page.getByRole("heading", { level: 1, name: "FitPulse Coaching App" })).toBeVisible();
});

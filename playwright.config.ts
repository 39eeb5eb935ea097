import { defineConfig, devices } from "@playwright/test";
import fs from "node:fs";

// End-to-end tests drive Debian's Chromium against `next start` of a production build (scripts/e2e.mjs builds it).
const port = Number(process.env.E2E_PORT ?? 3100);
const chromiumArgs = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];
// Debian's chromium-headless-shell is the headless build Playwright itself runs by default: the same Blink and V8 without
// the full browser's compositing of a window nobody sees. On two cores it took this suite from 30.1 to 20.7 minutes
// (all 258 passed on both); the full browser stays the fallback.
const headlessShell = "/usr/bin/chromium-headless-shell";
const executablePath =
  process.env.CHROMIUM_PATH ?? (fs.existsSync(headlessShell) ? headlessShell : "/usr/bin/chromium");
export const chromiumLaunchOptions = { executablePath, args: chromiumArgs };

/** The test SMTP server tests/e2e/admin-office.spec.ts starts; the web server sends new-lead e-mails to it. */
export const E2E_SMTP_PORT = port + 25;

export const E2E_ADMIN = { email: "owner@e2e.test", password: "e2e-correct-horse-42" };

export default defineConfig({
  testDir: "tests/e2e",
  timeout: 45_000,
  expect: { timeout: 8_000 },
  fullyParallel: false,
  workers: 1,
  // A check that passes only on a second try is a failing check: flakiness is fixed where it comes from.
  retries: 0,
  reporter: [["list"]],
  // No trace (Playwright's default): filming every test to keep the failing ones took a fifth of the suite's time on two
  // cores, and CI keeps only the log. `npm run test:e2e -- --trace retain-on-failure` records them.
  use: { baseURL: `http://127.0.0.1:${port}`, launchOptions: chromiumLaunchOptions },
  projects: [
    {
      name: "desktop",
      use: {
        ...devices["Desktop Chrome"],
        viewport: { width: 1440, height: 900 },
        launchOptions: chromiumLaunchOptions,
      },
      grepInvert: /@phone/,
    },
    { name: "phone", use: { ...devices["Pixel 7"], launchOptions: chromiumLaunchOptions }, grep: /@phone/ },
  ],
  webServer: {
    command: `node server/serve.mjs`,
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "pipe",
    env: {
      PORT: String(port),
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      NEXTAUTH_URL: `http://127.0.0.1:${port}`,
      NEXT_PUBLIC_SITE_URL: `http://127.0.0.1:${port}`,
      // The tests play the one reverse proxy in front: an X-Forwarded-For they send is the client's address.
      TRUST_PROXY_HOPS: "1",
      // /api/health then reports the model-query counter tests/e2e/cache.spec.ts reads.
      EXPOSE_TEST_COUNTERS: "1",
      // Copies of public pages kept far longer than the default second: every "first visit after an edit" test then
      // proves that the edit dropped them (server/http/response-cache.mjs).
      RESPONSE_CACHE_SECONDS: "600",
      // The server's own log is piped into the test output: only what needs a look.
      LOG_LEVEL: "warn",
      // New leads are e-mailed through the outbox to the SMTP server a spec starts (absent otherwise: retried later).
      SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
    },
  },
});

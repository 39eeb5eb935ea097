import { defineConfig } from "@playwright/test";

// `npm run test:cluster` (scripts/cluster.mjs): the spec starts its own servers, so no webServer here.
const chromiumArgs = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
  "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic"];

export default defineConfig({
  testDir: ".",
  timeout: 60_000,
  expect: { timeout: 8_000 },
  workers: 1,
  retries: 0,
  reporter: [["list"]],
  use: {
    trace: "retain-on-failure",
    viewport: { width: 1440, height: 900 },
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: chromiumArgs },
  },
});

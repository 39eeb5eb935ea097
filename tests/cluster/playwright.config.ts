import { defineConfig } from "@playwright/test";
import { chromiumLaunchOptions } from "../../playwright.config";

// `npm run test:cluster` (scripts/cluster.mjs): the spec starts its own servers, so no webServer here.

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
    launchOptions: chromiumLaunchOptions,
  },
});

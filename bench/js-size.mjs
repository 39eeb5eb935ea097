// Compressed JavaScript each page ships: every script Chromium loads for the page (after it settles), measured as
// the gzip size of each response body, so the figure does not depend on the server's own compression.
// `prefetch: false` blocks Next's route prefetches (requests carrying Next-Router-Prefetch), so the figure is the
// page's own JavaScript; with prefetch it also counts the chunks of the routes its visible links lead to.
import zlib from "node:zlib";
import { chromium } from "@playwright/test";

export const ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

export async function jsBytes(url, { viewport = { width: 1440, height: 900 }, prefetch = true } = {}) {
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium", args: ARGS });
  try {
    const page = await browser.newPage({ viewport });
    const urls = new Set();
    if (!prefetch) {
      await page.route("**/*", (route) =>
        route.request().headers()["next-router-prefetch"] ? route.abort() : route.fallback(),
      );
    }
    page.on("request", (request) => {
      if (request.resourceType() === "script") urls.add(request.url());
    });
    await page.goto(url, { waitUntil: "load", timeout: 60_000 });
    await page.waitForTimeout(1500); // lazy chunks requested after hydration
    const scripts = new Map();
    for (const u of urls) {
      const body = Buffer.from(await (await fetch(u)).arrayBuffer());
      scripts.set(u, zlib.gzipSync(body, { level: 9 }).length);
    }
    const gzipBytes = [...scripts.values()].reduce((a, b) => a + b, 0);
    return { scripts: scripts.size, gzipBytes, files: [...scripts].map(([u, b]) => [new URL(u).pathname, b]) };
  } finally {
    await browser.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const base = process.argv[2] ?? "http://127.0.0.1:3000";
  for (const path of process.argv.slice(3).length ? process.argv.slice(3) : ["/"]) {
    const r = await jsBytes(base + path, { prefetch: false });
    const withPrefetch = await jsBytes(base + path);
    console.log(
      `${path}: ${r.scripts} scripts, ${(r.gzipBytes / 1024).toFixed(1)} KB gzip (with link prefetches: ${(withPrefetch.gzipBytes / 1024).toFixed(1)} KB)`,
    );
    if (process.env.VERBOSE)
      for (const [f, b] of r.files.sort((a, b) => b[1] - a[1]))
        console.log(`  ${(b / 1024).toFixed(1).padStart(6)} KB  ${f}`);
  }
}

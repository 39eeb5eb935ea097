// Main-thread work of a page load on two production builds, from Chromium's own counters (CDP Performance.getMetrics)
// at Lighthouse's fourfold CPU slow-down: script, style recalculation, layout and all tasks, medians of N loads that
// alternate between the builds. Lighthouse's mobile TBT spreads over a factor of two from run to run on a 2-core
// machine (its estimate multiplies what it observed once); these counters move by a few percent, so a change of
// tens of milliseconds shows.
//   node bench/main-thread.mjs <distA> <distB> [--runs N] [page ...]
import { chromium } from "playwright";
import { alternate, median, option } from "./alternate.mjs";
import { PAGES, startServer } from "./server.mjs";

const args = process.argv.slice(2);
const runs = Number(option(args, "--runs", "7"));
const [distA, distB, ...pages] = args;
if (!distA || !distB) {
  console.error("usage: node bench/main-thread.mjs <distA> <distB> [--runs N] [page ...]");
  process.exit(2);
}
const METRICS = { TaskDuration: "tasks", ScriptDuration: "script", RecalcStyleDuration: "style", LayoutDuration: "layout", RecalcStyleCount: "style passes" };

/** One load in a fresh phone-sized context: the counters once the page has been idle for 3 s after `load`. */
async function measure(browser, url) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await cdp.send("Performance.enable");
    await page.goto(url, { waitUntil: "load" });
    await page.waitForTimeout(3000);
    const { metrics } = await cdp.send("Performance.getMetrics");
    return Object.fromEntries(metrics.filter((m) => m.name in METRICS).map((m) => [m.name, m.name.endsWith("Count") ? m.value : m.value * 1000]));
  } finally {
    await context.close();
  }
}

const servers = [await startServer({ dist: distA }), await startServer({ dist: distB })];
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox", "--disable-background-networking"] });
try {
  for (const page of pages.length ? pages : PAGES) {
    await alternate(1, (side) => measure(browser, servers[side].url + page)); // warm both servers' caches
    const results = await alternate(runs, (side) => measure(browser, servers[side].url + page));
    for (const side of [0, 1]) {
      const cells = Object.entries(METRICS).map(([key, label]) => {
        const values = results[side].map((r) => r[key]);
        return `${label} ${Math.round(median(values))}${key.endsWith("Count") ? "" : " ms"} [${Math.round(Math.min(...values))}-${Math.round(Math.max(...values))}]`;
      });
      console.log(`${page} ${side ? distB : distA}: ${cells.join(", ")}`);
    }
  }
} finally {
  await browser.close();
  await Promise.all(servers.map((s) => s.stop()));
}

// Main-thread work of a page load on two production builds, from Chromium's own counters (CDP Performance.getMetrics)
// at Lighthouse's fourfold CPU slow-down: script, style recalculation, layout and all tasks, medians of N loads that
// alternate between the builds. Lighthouse's mobile TBT spreads over a factor of two from run to run on a 2-core
// machine (its estimate multiplies what it observed once); these counters move by a few percent, so a change of
// tens of milliseconds shows.
//   node bench/main-thread.mjs <distA> <distB> [--runs N] [--block REGEX] [--split] [page ...]
// `bare` as a build is the bare Next.js page (bench/bare; it has only "/"). --block aborts B's requests whose URL
// matches (what a font, the stylesheet or the scripts cost). --split also records a trace of each load and prints
// the main thread's own time by trace event (script evaluation, React's tasks, style, layout, text shaping, ...);
// tracing slows the loads, so its counters compare with each other, not with a run without --split.
import { chromium } from "@playwright/test";
import { alternate, median, option } from "./alternate.mjs";
import { startBare } from "./bare.mjs";
import { PAGES, startServer } from "./server.mjs";
import { selfTimeByEvent } from "./trace-self-time.mjs";

const args = process.argv.slice(2);
const runs = Number(option(args, "--runs", "7"));
const block = option(args, "--block", null);
const split = args.includes("--split");
if (split) args.splice(args.indexOf("--split"), 1);
const [distA, distB, ...pages] = args;
if (!distA || !distB) {
  console.error(
    "usage: node bench/main-thread.mjs <distA|bare> <distB|bare> [--runs N] [--block REGEX] [--split] [page ...]",
  );
  process.exit(2);
}
const METRICS = {
  TaskDuration: "tasks",
  ScriptDuration: "script",
  RecalcStyleDuration: "style",
  LayoutDuration: "layout",
  RecalcStyleCount: "style passes",
};
const TRACE_CATEGORIES = "toplevel,devtools.timeline,disabled-by-default-devtools.timeline,v8,blink,loading";

/** One load in a fresh phone-sized context: the counters once the page has been idle for 3 s after `load`. */
async function measure(browser, url, blocked) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    if (blocked) await page.route(new RegExp(blocked), (route) => route.abort());
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await cdp.send("Performance.enable");
    const events = [];
    const traced = split && new Promise((resolve) => cdp.once("Tracing.tracingComplete", resolve));
    if (split) {
      cdp.on("Tracing.dataCollected", ({ value }) => events.push(...value));
      await cdp.send("Tracing.start", { categories: TRACE_CATEGORIES, transferMode: "ReportEvents" });
    }
    await page.goto(url, { waitUntil: "load" });
    await page.waitForTimeout(3000);
    const { metrics } = await cdp.send("Performance.getMetrics");
    if (split) {
      await cdp.send("Tracing.end");
      await traced;
    }
    const counters = Object.fromEntries(
      metrics
        .filter((m) => m.name in METRICS)
        .map((m) => [m.name, m.name.endsWith("Count") ? m.value : m.value * 1000]),
    );
    return { ...counters, events: split ? selfTimeByEvent(events) : {} };
  } finally {
    await context.close();
  }
}

const start = (dist) => (dist === "bare" ? startBare() : startServer({ dist }));
const servers = [await start(distA), await start(distB)];
const dists = [distA, distB];
const urlOf = (side, page) => servers[side].url + (dists[side] === "bare" ? "/" : page);
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-background-networking"],
});
try {
  for (const page of pages.length ? pages : PAGES) {
    const load = (side) => measure(browser, urlOf(side, page), side === 1 ? block : null);
    await alternate(1, load); // warm both servers' caches
    const results = await alternate(runs, load);
    for (const side of [0, 1]) {
      const cells = Object.entries(METRICS).map(([key, label]) => {
        const values = results[side].map((r) => r[key]);
        return `${label} ${Math.round(median(values))}${key.endsWith("Count") ? "" : " ms"} [${Math.round(Math.min(...values))}-${Math.round(Math.max(...values))}]`;
      });
      console.log(`${page} ${dists[side]}${side === 1 && block ? ` (blocked: ${block})` : ""}: ${cells.join(", ")}`);
    }
    if (split) {
      const names = [...new Set(results.flat().flatMap((r) => Object.keys(r.events)))];
      const rows = names
        .map((name) => [name, ...[0, 1].map((side) => median(results[side].map((r) => r.events[name] ?? 0)))])
        .sort((a, b) => Math.max(b[1], b[2]) - Math.max(a[1], a[2]))
        .slice(0, 20);
      console.log(`  main thread's own time by trace event, medians (${dists[0]} / ${dists[1]}):`);
      for (const [name, a, b] of rows)
        console.log(`  ${Math.round(a).toString().padStart(6)} ${Math.round(b).toString().padStart(6)} ms  ${name}`);
    }
  }
} finally {
  await browser.close();
  await Promise.all(servers.map((s) => s.stop()));
}

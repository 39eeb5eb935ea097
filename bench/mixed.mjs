// `node bench/mixed.mjs [--minutes 30] [--snapshots DIR]`: memory over a mixed run of ordinary use against `next start`
// of an existing production build (NEXT_DIST_DIR, default .next) on a fresh embedded database. A visitor browses every
// page of the sitemap in Chromium, phone and desktop in turn (so images are optimised at each width), scrolled to the
// end; the owner renames posts and projects through the admin's forms, writes a new post every five minutes, uploads
// an image every half minute (sharp makes its variants) and searches the admin tables; the site search is asked a few
// times a minute. The server's RSS (its whole process tree), V8 heap and memory outside the heap are printed every
// minute; at the end the targets: RSS at most 400 MB throughout, and less than 5% growth over the last ten minutes
// (over the second half of a shorter run). Exits 1 when one is missed. Not a timed test: a run takes its minutes.
// --snapshots DIR: the server writes a V8 heap snapshot into DIR after the first minute and at the end (Node's
// --heapsnapshot-signal), to compare with `node bench/heap-summary.mjs first.heapsnapshot last.heapsnapshot`.
import fs from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import sharp from "sharp";
import { option } from "./alternate.mjs";
import { ARGS } from "./js-size.mjs";
import { treeRssMb } from "./memory.mjs";
import { ADMIN, startServer } from "./server.mjs";

const args = process.argv.slice(2);
const minutes = Number(option(args, "--minutes", "30"));
const snapshots = option(args, "--snapshots", null);
if (!(minutes >= 2)) throw new Error("--minutes takes a number of minutes, at least 2");
const RSS_LIMIT_MB = 400;
const GROWTH_LIMIT = 0.05;
const window = Math.min(10, Math.floor(minutes / 2)); // minutes at the end whose growth is measured
const SEARCHES = ["ai", "voice agent", "saas pricing", "mobile", "next.js", "healthcare", "zzz-nothing", "logistics"];
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

if (snapshots) fs.mkdirSync(snapshots, { recursive: true });
const server = await startServer({
  env: snapshots && {
    NODE_OPTIONS: `--max-semi-space-size=2 --heapsnapshot-signal=SIGUSR2 --diagnostic-dir=${path.resolve(snapshots)}`,
  },
});
const deadline = Date.now() + minutes * 60_000;
const counts = { pages: 0, images: 0, saves: 0, uploads: 0, searches: 0, failures: 0 };
const failures = [];
const failed = (what, error) => {
  counts.failures++;
  if (failures.length < 10) failures.push(`${what}: ${String(error?.message ?? error).split("\n")[0]}`);
};

/** Process memory as the server's own metrics report it (bytes → MB). */
async function serverMemory() {
  const text = await fetch(`${server.url}/api/metrics`)
    .then((r) => r.text())
    .catch(() => "");
  const value = (name) => Math.round(Number(new RegExp(`^${name} (\\S+)`, "m").exec(text)?.[1] ?? NaN) / 2 ** 20);
  return { heap: value("studio_nodejs_heap_size_used_bytes"), external: value("studio_nodejs_external_memory_bytes") };
}

async function publicPages() {
  const xml = await (await fetch(`${server.url}/sitemap.xml`)).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  return [...new Set([...paths, "/portfolio?service=saas", "/blogs?category=SaaS", "/reviews?service=web-apps"])];
}

/** The visitor: every page in turn, phone and desktop alternately, scrolled to the end so lazy images load. */
async function visitor(browser) {
  const contexts = [
    await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true }),
    await browser.newContext({ viewport: { width: 1440, height: 900 } }),
  ];
  const pages = await Promise.all(contexts.map((c) => c.newPage()));
  for (const page of pages)
    page.on("response", (r) => {
      if (r.url().includes("/_next/image") || r.url().includes("/media/")) counts.images++;
    });
  let paths = await publicPages();
  for (let round = 0; Date.now() < deadline; round++) {
    if (round % 20 === 0) paths = await publicPages(); // the owner's new posts
    const page = pages[round % 2];
    const at = paths[round % paths.length];
    try {
      await page.goto(server.url + at, { waitUntil: "load", timeout: 30_000 });
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += innerHeight) {
          scrollTo(0, y);
          await new Promise((r) => setTimeout(r, 100));
        }
      });
      counts.pages++;
    } catch (error) {
      failed(`visit ${at}`, error);
    }
    await sleep(500);
  }
}

/** A PNG no upload had before (noise), so each upload is processed and stored anew. */
function noisePng(seed) {
  const width = 960 + (seed % 5) * 64;
  const height = 640;
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = (i * 31 + seed * 97 + ((i >> 7) % 13)) & 0xff;
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

/** The owner: signs in, then saves, writes, uploads and searches the admin until the end. */
async function owner(browser) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  for (let attempt = 1; ; attempt++) {
    try {
      await page.goto(`${server.url}/admin/login?callbackUrl=%2Fadmin`);
      await page.getByLabel("Email").fill(ADMIN.email);
      await page.getByLabel("Password").fill(ADMIN.password);
      await page.getByRole("button", { name: "Sign in" }).click();
      await page.waitForURL(/\/admin$/, { timeout: 120_000 });
      break;
    } catch (error) {
      if (attempt === 3) throw error; // a machine so busy that three sign-ins time out
      failed("sign-in", error);
    }
  }
  const save = async (list, button, toast, created) => {
    await page.goto(`${server.url}${list}`);
    const edits = page.getByRole("link", { name: /^Edit / });
    await edits.first().waitFor();
    await edits.nth(created % (await edits.count())).click();
    await page.getByLabel("Title").fill(`Bench ${list.slice(7)} ${Date.now().toString(36)}`);
    await page.getByRole("button", { name: button }).click();
    await page.locator("[data-sonner-toast]").filter({ hasText: toast }).first().waitFor({ timeout: 30_000 });
  };
  for (let tick = 0; Date.now() < deadline; tick++) {
    try {
      if (tick % 10 === 9) {
        await page.goto(`${server.url}/admin/blogs/new`);
        await page.getByLabel("Title").fill(`Bench article ${tick} ${Date.now().toString(36)}`);
        await page.getByLabel("Author Name").fill("Bench");
        await page.getByLabel("Blog Content").fill(`A bench article.\n\n${"Words that make a body. ".repeat(80)}`);
        await page.getByRole("button", { name: "Publish", exact: true }).click();
        await page.locator("[data-sonner-toast]").filter({ hasText: "Blog post created" }).first().waitFor();
      } else if (tick % 2 === 0) await save("/admin/blogs", "Update Blog Post", "Blog post updated", tick);
      else await save("/admin/portfolio", "Update Portfolio", "Portfolio updated", tick);
      counts.saves++;
    } catch (error) {
      failed("admin save", error);
    }
    try {
      const upload = await page.request.post(`${server.url}/api/admin/media`, {
        data: await noisePng(tick),
        headers: { "x-file-name": `bench-${tick}.png`, "content-type": "application/octet-stream" },
        timeout: 120_000, // eight variants one after another: over 30 s on a busy machine
      });
      if (!upload.ok()) throw new Error(`upload answered ${upload.status()}`);
      const { media } = await upload.json();
      for (const width of [640, 1280])
        await page.request.get(`${server.url}${media.url}/w${width}`, { headers: { accept: "image/avif,image/webp" } });
      counts.uploads++;
      const q = SEARCHES[tick % SEARCHES.length];
      for (const table of ["posts", "projects", "audit"])
        await page.request.get(`${server.url}/api/admin/tables/${table}?q=${encodeURIComponent(q)}`);
      for (let i = 0; i < 3; i++) {
        await fetch(`${server.url}/search?q=${encodeURIComponent(SEARCHES[(tick + i) % SEARCHES.length])}`);
        counts.searches++;
      }
    } catch (error) {
      failed("upload or search", error);
    }
    await sleep(30_000 - (Date.now() % 1000));
  }
  await context.close();
}

const samples = []; // { minute, rss } every 5 s
const sampler = setInterval(() => samples.push({ t: Date.now(), rss: treeRssMb(server.pid) }), 5_000);
const startedAt = Date.now();
const troughs = []; // the lowest RSS of each minute: what the server keeps after collecting
console.log(`Mixed run of ${minutes} min against ${server.url} (RSS at start ${treeRssMb(server.pid)} MB)`);
console.log("min  RSS MB  lowest  heap  outside-heap  pages  images  saves  uploads  searches  failures");
const reporter = (async () => {
  for (let minute = 1; minute <= minutes; minute++) {
    await sleep(startedAt + minute * 60_000 - Date.now());
    const inMinute = samples.filter((s) => s.t > startedAt + (minute - 1) * 60_000).map((s) => s.rss);
    const rss = treeRssMb(server.pid);
    troughs.push(inMinute.length ? Math.min(...inMinute) : rss);
    const { heap, external } = await serverMemory();
    const c = counts;
    console.log(
      [minute, rss, troughs.at(-1), heap, external, c.pages, c.images, c.saves, c.uploads, c.searches, c.failures]
        .map((v, i) => String(v).padStart(i === 0 ? 3 : 6))
        .join("  "),
    );
    if (snapshots && minute === 1) process.kill(server.pid, "SIGUSR2");
  }
})();

try {
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium", args: ARGS });
  try {
    await Promise.all([visitor(browser), owner(browser), reporter]);
  } finally {
    clearInterval(sampler);
    await browser.close();
  }
  if (snapshots) {
    process.kill(server.pid, "SIGUSR2");
    await sleep(20_000); // a snapshot of a few hundred MB takes a while to write
  }
} finally {
  await server.stop();
}

const peak = Math.max(...samples.map((s) => s.rss));
const from = troughs.at(-1 - window) ?? troughs[0];
const growth = troughs.at(-1) / from - 1;
const verdict = (ok) => (ok ? "ok" : "OVER");
console.log(`\nPeak RSS ${peak} MB (target ≤ ${RSS_LIMIT_MB}): ${verdict(peak <= RSS_LIMIT_MB)}`);
console.log(
  `Last ${window} min: lowest RSS ${from} → ${troughs.at(-1)} MB, ${(growth * 100).toFixed(1)}% ` +
    `(target < ${GROWTH_LIMIT * 100}%): ${verdict(growth < GROWTH_LIMIT)}`,
);
if (failures.length) console.log(`Failures (${counts.failures}):\n  ${failures.join("\n  ")}`);
if (snapshots) console.log(`Heap snapshots in ${snapshots}: node bench/heap-summary.mjs <first> <last>`);
process.exit(peak <= RSS_LIMIT_MB && growth < GROWTH_LIMIT ? 0 : 1);

// `npm run bench`: against an existing production build (NEXT_DIST_DIR, default .next; or BENCH_URL of a running
// server), next to a bare Next.js 16 page (bench/bare, built here when its build is missing). Prints, per page: the
// JavaScript it ships (own, and with link prefetches), Lighthouse desktop + mobile (median of 3), requests/s and
// latency at 50 connections vs the same bytes as a static file, server CPU per request; the same through nginx
// (deploy/nginx.conf) with the time an admin edit takes to show; the HTTP Observatory score of the headers; and
// the HTML's bytes and where they go; memory at rest (embedded database and PostgreSQL) and over a long load; cold
// start; and every target with its measured value and ok/OVER. A full run writes bench/RESULTS.md.
// Lighthouse reaches the site and the bare page through nginx with TLS and HTTP/2, as phones do in production
// (bench/tls-front.mjs; --direct: straight to `next start` over HTTP/1.1).
// Options: --quick (1 Lighthouse run, 5 s load, 500 requests for CPU, 30 s memory load), --no-lighthouse, --no-load,
// --no-nginx, --no-memory, --no-cold-start, --direct, --write (write bench/RESULTS.md from a partial run too).
// PostgreSQL's memory is measured when BENCH_PG_URL (or DATABASE_URL) names a database the bench may reset.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import { createRequire } from "node:module";
import autocannon from "autocannon";
import { startBare } from "./bare.mjs";
import { budgetLabel, missedByBarePage } from "./budgets.mjs";
import { cpuPerRequest } from "./cpu.mjs";
import { coldStart } from "./cold-start.mjs";
import { htmlBreakdown } from "./html-size.mjs";
import { audit } from "./lighthouse.mjs";
import { jsBytes } from "./js-size.mjs";
import { LOAD_TOOL, loadTest } from "./load.mjs";
import { memoryUnderLoad, restingRss } from "./memory.mjs";
import { nginxBench } from "./nginx.mjs";
import { observatory } from "./observatory.mjs";
import { PAGES, startServer } from "./server.mjs";
import { startTlsFront, tlsFrontAvailable } from "./tls-front.mjs";

const args = new Set(process.argv.slice(2));
const quick = args.has("--quick");
const lighthouseOn = !args.has("--no-lighthouse");
const loadOn = !args.has("--no-load");
const nginxOn = !args.has("--no-nginx") && !process.env.BENCH_URL;
const memoryOn = !args.has("--no-memory") && !process.env.BENCH_URL;
const coldOn = !args.has("--no-cold-start") && !process.env.BENCH_URL;
const frontOn = lighthouseOn && !args.has("--direct") && !process.env.BENCH_URL && tlsFrontAvailable();
const pgUrl = process.env.BENCH_PG_URL || process.env.DATABASE_URL;
const runs = quick ? 1 : 5;
const seconds = quick ? 5 : 10;
const cpuRequests = quick ? 500 : 2000;
const memorySeconds = quick ? 30 : 300;
const full = !quick && lighthouseOn && loadOn && nginxOn && memoryOn && coldOn;

const JS_BUDGET = (page) => (page === "/" ? 180 : 160); // KB gzip, the page's own JS
const HTML_BUDGET_KB = 150; // uncompressed HTML of any page
const MOBILE_SCORE = 90; // mobile Lighthouse performance, median
const MOBILE_TBT_MS = 200; // mobile total blocking time, median
const MOBILE_LCP_MS = 2500; // mobile largest contentful paint, median
const CPU_FACTOR = 1.5; // server CPU per request at most this times the bare page's
const RPS_FACTOR = 0.6; // requests/s at least this share of the bare page's
const RSS_EMBEDDED_MB = 350; // server RSS at rest on the embedded database
const RSS_POSTGRES_MB = 250; // … on PostgreSQL
const RSS_GROWTH = 1.1; // RSS at the end of the long load at most this times its value after the first minute
const COLD_START_MS = 3000; // restart to the first 200 of / on the embedded database
const NGINX_RATIO = 0.5; // through nginx at least this share of nginx's static-file req/s
const EDIT_MS = 2000; // an admin edit visible through nginx within this

const require = createRequire(import.meta.url);
const version = (pkg) => {
  try {
    return require(`${pkg}/package.json`).version;
  } catch {
    return "?";
  }
};
const tool = (cmd, ...a) => {
  const r = spawnSync(cmd, a, { encoding: "utf8" });
  return (r.stdout || r.stderr || `${cmd}: not found`).trim();
};
const loadAtStart = os.loadavg();
const dist = process.env.NEXT_DIST_DIR || ".next";
const buildId = () => {
  try {
    return fs.readFileSync(`${dist}/BUILD_ID`, "utf8").trim();
  } catch {
    return "?";
  }
};
const buildAtStart = buildId();
if (!process.env.BENCH_URL && buildAtStart === "?") {
  console.error(
    `bench: no production build in ${dist}/: run \`npm run build\` first (or set BENCH_URL to a running server).`,
  );
  process.exit(1);
}
const started = new Date();

/** The run whose performance score is the median (so its metrics belong together); runs that ended in a Lighthouse
 *  runtime error are left out (all of them errored: the last one, with its error). */
const medianRun = (list) => {
  const good = list.filter((r) => !r.runtimeError).sort((a, b) => a.performance - b.performance);
  return good.length ? good[Math.floor((good.length - 1) / 2)] : list.at(-1);
};

const median = (values) => {
  const v = values.filter((x) => x !== null && x !== undefined).sort((a, b) => a - b);
  return v.length ? v[Math.floor((v.length - 1) / 2)] : null;
};

/** `auditUrl`: the same page as Lighthouse loads it (through the TLS front when there is one). */
async function measure(label, url, pid, auditUrl = url) {
  const row = { page: label, html: await htmlBreakdown(url) };
  const own = await jsBytes(url, { prefetch: false });
  const withPrefetch = await jsBytes(url);
  row.js = { own: own.gzipBytes, ownScripts: own.scripts, withPrefetch: withPrefetch.gzipBytes };
  if (lighthouseOn) {
    for (const preset of ["desktop", "mobile"]) {
      const list = [];
      for (let i = 0; i < runs; i++) list.push(await audit(auditUrl, preset));
      const good = list.filter((r) => !r.runtimeError);
      row[preset] = {
        ...medianRun(list),
        runs: list.map((r) => r.runtimeError ?? r.performance),
        medianTbtMs: median(good.map((r) => r.tbtMs)),
        medianLcpMs: median(good.map((r) => r.lcpMs)),
      };
    }
  }
  if (loadOn) {
    row.load = await loadTest(url, seconds);
    if (pid) {
      await autocannon({ url, connections: 10, amount: 100 }); // warm
      row.cpu = await cpuPerRequest(url, pid, { requests: cpuRequests, connections: 10 });
    }
  }
  console.error(`bench ${label}: ${JSON.stringify(row)}`);
  return row;
}

// Cold start first, on a quiet machine; then PostgreSQL's resting memory (a server of its own, stopped again).
const cold = coldOn ? await coldStart(dist) : null;
if (cold) console.error(`bench cold start: ${JSON.stringify(cold)}`);
let pgRest = null;
if (memoryOn && pgUrl) {
  try {
    const pgServer = await startServer({ postgres: pgUrl });
    try {
      pgRest = await restingRss(pgServer.pid);
    } finally {
      await pgServer.stop();
    }
  } catch (error) {
    pgRest = { error: String(error.message ?? error) };
  }
  console.error(`bench RSS at rest on PostgreSQL: ${JSON.stringify(pgRest)}`);
}
const server = await startServer();
let bare, siteFront, bareFront;
const rows = [];
let bareRow,
  observatoryResults = [],
  nginx,
  restEmbedded = null,
  memory = null;
try {
  if (memoryOn) restEmbedded = await restingRss(server.pid);
  bare = await startBare();
  if (frontOn) [siteFront, bareFront] = [await startTlsFront(server.url), await startTlsFront(bare.url)];
  for (const page of PAGES)
    rows.push(await measure(page, server.url + page, server.pid, (siteFront?.url ?? server.url) + page));
  bareRow = await measure("bare Next.js page", bare.url + "/", bare.pid, (bareFront?.url ?? bare.url) + "/");
  for (const path of ["/", "/admin/login"]) {
    try {
      observatoryResults.push(await observatory(server.url + path));
    } catch (error) {
      observatoryResults.push({ url: path, error: String(error) });
    }
  }
  if (nginxOn) {
    try {
      nginx = await nginxBench({ upstream: server.url, pages: PAGES, seconds, measureLoad: loadOn });
    } catch (error) {
      nginx = { error: String(error.message ?? error) };
    }
  }
  if (memoryOn) {
    await bare.stop(); // the machine to the server alone
    bare = null;
    memory = await memoryUnderLoad(server.url, server.pid, PAGES, memorySeconds);
    console.error(`bench memory under load: ${JSON.stringify(memory)}`);
  }
} finally {
  await siteFront?.stop();
  await bareFront?.stop();
  await bare?.stop();
  await server.stop();
}
const loadAtEnd = os.loadavg();
if (!process.env.BENCH_URL && buildId() !== buildAtStart)
  console.error(`bench: WARNING ${dist} was rebuilt during the run (${buildAtStart} → ${buildId()}): run again`);

// ---- report ----
const kb = (b) => (b / 1024).toFixed(1);
const ok = (pass) => (pass === undefined ? "–" : pass ? "ok" : "OVER");
const cats = (r) =>
  !r
    ? "–"
    : r.runtimeError
      ? `error ${r.runtimeError}`
      : `${r.performance}/${r.accessibility}/${r.bestPractices}/${r.seo}`;
const metrics = (r) => (r ? `${r.lcpMs} / ${r.tbtMs} / ${r.cls}` : "–");
const bareCpu = bareRow?.cpu?.msPerRequest;
const lines = [];
const out = (...l) => lines.push(...l);

out(
  `# Bench results`,
  ``,
  `Run ${started.toISOString()} (${full ? "full run" : `partial run: ${[...args].join(" ")}`}) on ${os.hostname()}: ` +
    `${os.cpus().length} × ${os.cpus()[0]?.model}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, ${os.type()} ${os.release()}. ` +
    `Node ${process.version}, Next.js ${version("next")}, Lighthouse ${version("lighthouse")}, ${tool(process.env.CHROME_PATH ?? "/usr/bin/chromium", "--version")}, ` +
    `${tool(process.env.NGINX_PATH ?? "/usr/sbin/nginx", "-v")}, ${LOAD_TOOL === "wrk" ? tool("wrk", "-v").split(" [")[0] : `autocannon ${version("autocannon")}`}.`,
  ``,
  `Load average (1/5/15 min) at the start: ${loadAtStart.map((l) => l.toFixed(2)).join(" / ")}; at the end: ${loadAtEnd.map((l) => l.toFixed(2)).join(" / ")}. ` +
    `Server: \`next start\` of ${process.env.BENCH_URL ?? `the build in ${dist} (BUILD_ID ${buildAtStart}${buildId() !== buildAtStart ? `, REBUILT during the run: ${buildId()}` : ""})`} on a fresh embedded (PGlite) database; ` +
    `the bare page is bench/bare (a layout and a page with a heading and a paragraph) built with the same node_modules and served by \`next start\`.`,
  ``,
  `Lighthouse: ${runs} run(s) per preset, the median run by performance shown (its other scores and metrics with it), ` +
    `${frontOn ? "through nginx with TLS and HTTP/2 as in production (bench/tls-front.mjs), the bare page through its own" : "straight to `next start` over HTTP/1.1"}. ` +
    `JS: gzip of every script Chromium loads in 1.5 s after load, 1440×900; "own" blocks Next's link prefetches. ` +
    `Load: ${LOAD_TOOL === "wrk" ? "wrk (2 threads, no compression)" : "autocannon (wrk is not installed)"}, 50 connections, ${seconds} s each, the app vs the same bytes from a bare Node static server. ` +
    `CPU: utime+stime of the server's process tree (/proc) over ${cpuRequests} requests at 10 connections, per request.`,
  ``,
  `| page | JS own KB gz (budget) | JS with link prefetches KB gz | desktop P/A/BP/SEO | desktop LCP ms / TBT ms / CLS | mobile P/A/BP/SEO | mobile LCP ms / TBT ms / CLS | req/s app / static (ratio) | p50 / p99 ms | errors | server CPU ms/req (× bare) |`,
  `|---|---|---|---|---|---|---|---|---|---|---|`,
  ...[...rows, bareRow].filter(Boolean).map((r) => {
    const isBare = r === bareRow;
    const l = r.load;
    return (
      `| ${isBare ? "**bare Next.js 16 page**" : r.page} | ${kb(r.js.own)}${isBare ? "" : ` (${JS_BUDGET(r.page)})`} | ${kb(r.js.withPrefetch)} | ` +
      `${cats(r.desktop)} | ${metrics(r.desktop)} | ${cats(r.mobile)} | ${metrics(r.mobile)} | ` +
      (l
        ? `${l.app.rps} / ${l.staticFile.rps} (${l.ratio}) | ${l.app.p50} / ${l.app.p99} | ${l.app.errors}`
        : "– | – | –") +
      ` | ` +
      (r.cpu
        ? `${r.cpu.msPerRequest}${bareCpu && !isBare ? ` (${(r.cpu.msPerRequest / bareCpu).toFixed(2)}×)` : ""}`
        : "–") +
      ` |`
    );
  }),
  ``,
);
if (lighthouseOn) {
  out(
    `Lighthouse performance of each run (desktop; mobile): ` +
      [...rows, bareRow]
        .filter(Boolean)
        .map(
          (r) =>
            `${r.page === bareRow?.page ? "bare" : r.page} ${r.desktop.runs.join(",")}; ${r.mobile.runs.join(",")}`,
        )
        .join(" · "),
    ``,
  );
}

if (nginx) {
  out(`## Through nginx (deploy/nginx.conf, 1 s micro-cache) in front of the same server`, ``);
  if (nginx.error) out(`nginx could not be measured: ${nginx.error}`, ``);
  if (nginx.rows?.length) {
    out(
      `| page | req/s via nginx / nginx static file (ratio) | p50 / p99 ms | errors | X-Cache before → after |`,
      `|---|---|---|---|---|`,
      ...nginx.rows.map(
        (r) =>
          `| ${r.page} | ${r.app.rps} / ${r.staticFile.rps} (${r.ratio}) | ${r.app.p50} / ${r.app.p99} | ${r.app.errors} | ${r.xCache} |`,
      ),
      ``,
    );
  }
  if (nginx.edit) {
    const e = nginx.edit;
    out(
      e.error
        ? `Admin edit check failed: ${e.error}`
        : `Admin edit (a project's title changed in Chromium through the admin's edit form, a server action, signed in as the bench admin) visible on ` +
            `/case-study/medflow-patient-portal through nginx ${e.nginx.visibleMs ?? "> 10000"} ms after the form said "Portfolio updated" ` +
            `(${e.nginx.oldAnswers} polls at ~50 ms still showed the old title; the save took ${e.nginx.saveMs} ms). ` +
            `Same check on \`next start\` alone (a second edit): ${e.app.visibleMs ?? "> 10000"} ms, ${e.app.oldAnswers} answer(s) with the old title first.`,
      ``,
    );
  }
}

if (observatoryResults.length) {
  out(
    `## Mozilla HTTP Observatory score of the headers`,
    ``,
    `Computed by bench/observatory.mjs, a re-implementation of the published scoring of @mdn/mdn-http-observatory 1.4.x ` +
      `(algorithm 4: base 100, one modifier per test, bonuses only when the score without them is at least 90). The package ` +
      `itself is not used: its install downloads the HSTS preload list and a CA bundle from the internet (fails here) and its ` +
      `scanner only takes a host name (ports 80/443, no path). Scored as deployed behind TLS: the headers as sent, HTTP ` +
      `redirected to HTTPS at the edge (not testable here); "plain HTTP" is the score if the site were only reachable over HTTP.`,
    ``,
    `| URL | grade (score) | non-zero modifiers | plain HTTP |`,
    `|---|---|---|---|`,
    ...observatoryResults.map((o) =>
      o.error
        ? `| ${o.url} | error: ${o.error} | | |`
        : `| ${o.url} | ${o.grade} (${o.score}) | ${Object.entries(o.tests)
            .filter(([, t]) => t.modifier)
            .map(([, t]) => `${t.result} ${t.modifier > 0 ? "+" : ""}${t.modifier}`)
            .join(", ")} | ${o.plainHttp.grade} (${o.plainHttp.score}) |`,
    ),
    ``,
  );
}

out(
  `## Where the HTML's bytes go`,
  ``,
  `Uncompressed; parts overlap (a section's bytes include its SVG and srcset attributes).`,
  ``,
  ...rows.map(
    (r) =>
      `- **${r.page}** ${kb(r.html.total)} KB: ${r.html.parts
        .slice(0, r.page === "/" ? 16 : 6)
        .map((p) => `${p.name} ${p.kb}`)
        .join(" · ")}`,
  ),
  `- bare Next.js page ${bareRow ? kb(bareRow.html.total) : "–"} KB`,
  ``,
);

// ---- budgets ----
const budgets = [];
// `cell` of the bare page too, for the Lighthouse budgets: shown beside the budget's name, and one the bare Next.js
// page itself misses in the same run is out of reach for any Next.js page on this machine at that time (the summary
// says which).
const perPage = (name, cell, { withBare = false } = {}) =>
  budgets.push({
    name,
    cells: rows.map((r) => ({ page: r.page, ...cell(r) })),
    bare: withBare && bareRow ? cell(bareRow) : undefined,
  });
perPage("JS own ≤ 180 KB gz on /, ≤ 160 KB elsewhere", (r) => ({
  value: kb(r.js.own),
  pass: r.js.own / 1024 <= JS_BUDGET(r.page),
}));
perPage(`HTML ≤ ${HTML_BUDGET_KB} KB uncompressed`, (r) => ({
  value: kb(r.html.total),
  pass: r.html.total / 1024 <= HTML_BUDGET_KB,
}));
if (lighthouseOn) {
  const score = (run, key) => (run.runtimeError ? "error" : run[key]); // "error": no run of the page completed
  const med = runs > 1 ? " (median)" : "";
  perPage(
    `desktop performance = 100${med}`,
    (r) => ({ value: score(r.desktop, "performance"), pass: score(r.desktop, "performance") === 100 }),
    { withBare: true },
  );
  perPage(
    `mobile performance ≥ ${MOBILE_SCORE}${med}`,
    (r) => ({
      value: score(r.mobile, "performance"),
      pass: !r.mobile.runtimeError && r.mobile.performance >= MOBILE_SCORE,
    }),
    { withBare: true },
  );
  perPage(
    `mobile TBT ≤ ${MOBILE_TBT_MS} ms${med}`,
    (r) => ({
      value: `${r.mobile.medianTbtMs} ms`,
      pass: r.mobile.medianTbtMs !== null && r.mobile.medianTbtMs <= MOBILE_TBT_MS,
    }),
    { withBare: true },
  );
  perPage(
    `mobile LCP ≤ ${MOBILE_LCP_MS} ms${med}`,
    (r) => ({
      value: `${r.mobile.medianLcpMs} ms`,
      pass: r.mobile.medianLcpMs !== null && r.mobile.medianLcpMs <= MOBILE_LCP_MS,
    }),
    { withBare: true },
  );
  for (const [key, label] of [
    ["accessibility", "accessibility"],
    ["bestPractices", "best practices"],
    ["seo", "SEO"],
  ]) {
    perPage(`${label} = 100 (desktop / mobile)`, (r) => ({
      value: `${score(r.desktop, key)} / ${score(r.mobile, key)}`,
      pass: r.desktop[key] === 100 && r.mobile[key] === 100 && !r.desktop.runtimeError && !r.mobile.runtimeError,
    }));
  }
}
if (loadOn && bareCpu) {
  perPage(`server CPU/request ≤ ${CPU_FACTOR} × bare page's ${bareCpu} ms`, (r) => ({
    value: `${r.cpu.msPerRequest} ms (${(r.cpu.msPerRequest / bareCpu).toFixed(2)}×)`,
    pass: r.cpu.msPerRequest <= CPU_FACTOR * bareCpu,
  }));
}
if (loadOn && bareRow?.load) {
  const bareRps = bareRow.load.app.rps;
  perPage(`req/s ≥ ${RPS_FACTOR} × bare page's ${bareRps}`, (r) => ({
    value: `${r.load.app.rps} (${(r.load.app.rps / bareRps).toFixed(2)}×)`,
    pass: r.load.app.rps >= RPS_FACTOR * bareRps,
  }));
}
if (nginx?.rows?.length) {
  budgets.push({
    name: `via nginx ≥ ${NGINX_RATIO} × nginx static-file req/s`,
    cells: nginx.rows.map((r) => ({ page: r.page, value: r.ratio, pass: r.ratio >= NGINX_RATIO })),
  });
}
const single = [];
if (nginx?.edit?.nginx)
  single.push({
    name: `admin edit visible through nginx ≤ ${EDIT_MS} ms`,
    value: `${nginx.edit.nginx.visibleMs ?? "> 10000"} ms`,
    pass: nginx.edit.nginx.visibleMs !== null && nginx.edit.nginx.visibleMs <= EDIT_MS,
  });
else if (nginxOn)
  single.push({ name: `admin edit visible through nginx ≤ ${EDIT_MS} ms`, value: "not measured", pass: false });
if (memoryOn) {
  single.push({
    name: `server RSS at rest, embedded database ≤ ${RSS_EMBEDDED_MB} MB`,
    value: `${restEmbedded} MB`,
    pass: restEmbedded <= RSS_EMBEDDED_MB,
  });
  single.push({
    name: `server RSS at rest, PostgreSQL ≤ ${RSS_POSTGRES_MB} MB`,
    value:
      pgRest === null ? "not measured (no BENCH_PG_URL)" : pgRest.error ? `error: ${pgRest.error}` : `${pgRest} MB`,
    pass: typeof pgRest === "number" && pgRest <= RSS_POSTGRES_MB,
  });
  if (memory) {
    single.push({
      name: `RSS not growing over ${memory.seconds} s of load (lowest RSS in the last minute ≤ ${RSS_GROWTH} × the lowest around the first)`,
      value: `start ${memory.start} / peak ${memory.peak} / lowest around the first minute ${memory.afterFirstMinute} / lowest in the last minute ${memory.endOfLoad} / at rest after ${memory.end} MB (${memory.requests} requests, ${memory.errors} errors)`,
      pass:
        memory.afterFirstMinute > 0 && memory.endOfLoad <= RSS_GROWTH * memory.afterFirstMinute && memory.errors === 0,
    });
  }
}
if (cold) {
  single.push({
    name: `cold start to the first 200 of / ≤ ${COLD_START_MS} ms (restart on the embedded database)`,
    value: `${cold.restartMs ?? "> 60000"} ms (first start on a new database: ${cold.firstStartMs ?? "> 60000"} ms)`,
    pass: cold.restartMs !== null && cold.restartMs <= COLD_START_MS,
  });
}

out(
  `## Budgets`,
  ``,
  `| budget | ${PAGES.join(" | ")} | |`,
  `|---|${PAGES.map(() => "---|").join("")}---|`,
  ...budgets.map(
    (b) =>
      `| ${budgetLabel(b)} | ${PAGES.map((p) => {
        const c = b.cells.find((x) => x.page === p);
        return c ? `${c.value} ${ok(c.pass)}` : "–";
      }).join(" | ")} | ` + `**${b.cells.every((c) => c.pass) ? "ok" : "OVER"}** |`,
  ),
  ...single.map(
    (s) =>
      `| ${s.name} | ${s.value} ${PAGES.slice(1)
        .map(() => "| ")
        .join("")}| **${ok(s.pass)}** |`,
  ),
  ``,
);
const missed = [
  ...budgets
    .filter((b) => !b.cells.every((c) => c.pass))
    .map(
      (b) =>
        `${b.name}: ${b.cells
          .filter((c) => !c.pass)
          .map((c) => c.page)
          .join(", ")}`,
    ),
  ...single.filter((s) => !s.pass).map((s) => `${s.name}: ${s.value}`),
];
const outOfReach = missedByBarePage(budgets);
out(
  missed.length ? `Budgets not met: ${missed.length}.` : `All budgets met.`,
  ``,
  ...(outOfReach.length
    ? [
        `Missed by the bare Next.js page itself in this run, so out of reach for any Next.js page on this machine at this time: ${outOfReach.join("; ")}.`,
        ``,
      ]
    : []),
);

if (lighthouseOn) {
  const failing = [...rows, bareRow].flatMap((r) =>
    ["desktop", "mobile"].flatMap((preset) =>
      Object.entries(r[preset].failing ?? {}).map(
        ([cat, ids]) =>
          `- ${r.page} ${preset} ${cat}: ${ids
            .map((id) => (r[preset].details?.[id]?.length ? `${id} (${r[preset].details[id].join("; ")})` : id))
            .join(", ")}`,
      ),
    ),
  );
  out(
    `## Lighthouse audits below full score (median run; weighted audits only)`,
    ``,
    ...(failing.length ? failing : ["none"]),
    ``,
  );
}

const text = lines.join("\n") + "\n";
console.log("\n" + text);
if (full || args.has("--write")) {
  fs.writeFileSync(new URL("./RESULTS.md", import.meta.url), text);
  console.log("Written to bench/RESULTS.md.");
} else {
  console.log("Partial run: bench/RESULTS.md left as it is (add --write to replace it).");
}

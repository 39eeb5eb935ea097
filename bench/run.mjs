// `npm run bench`: against a production build (`npm run build` first, or BENCH_URL of a running server).
// Prints, per page: shipped JS, Lighthouse desktop + mobile (median of 3), rps/latency vs static; and the budgets.
// Writes bench/RESULTS.md. Options: --quick (one Lighthouse run, 5 s load), --no-lighthouse, --no-load.
import fs from "node:fs";
import os from "node:os";
import { audit } from "./lighthouse.mjs";
import { jsBytes } from "./js-size.mjs";
import { loadTest } from "./load.mjs";
import { PAGES, startServer } from "./server.mjs";

const args = new Set(process.argv.slice(2));
const runs = args.has("--quick") ? 1 : 3;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const server = await startServer();
const rows = [];
try {
  for (const page of PAGES) {
    const url = server.url + page;
    const row = { page, ...(await jsBytes(url)) };
    if (!args.has("--no-lighthouse")) {
      row.desktop = await audit(url, "desktop");
      const mobile = [];
      for (let i = 0; i < runs; i++) mobile.push(await audit(url, "mobile"));
      row.mobile = { ...mobile[0], performance: median(mobile.map((m) => m.performance)) };
    }
    if (!args.has("--no-load")) row.load = await loadTest(url, args.has("--quick") ? 5 : 10);
    rows.push(row);
    console.log(JSON.stringify(row));
  }
} finally {
  await server.stop();
}

const kb = (b) => (b / 1024).toFixed(1);
const lines = [
  `# Bench results`, ``, `${new Date().toISOString()} · ${os.cpus().length} × ${os.cpus()[0]?.model} · ${Math.round(os.totalmem() / 2 ** 30)} GiB · Node ${process.version}`, ``,
  `| page | JS gz KB (budget) | desktop P/A/BP/SEO | mobile P (median) | LCP ms | TBT ms | CLS | rps app / static (ratio) | p50/p99 ms | errors |`,
  `|---|---|---|---|---|---|---|---|---|---|`,
  ...rows.map((r) => {
    const budget = r.page === "/" ? 180 : 160;
    const d = r.desktop; const m = r.mobile; const l = r.load;
    return `| ${r.page} | ${kb(r.gzipBytes)} (${budget}) ${r.gzipBytes / 1024 <= budget ? "ok" : "OVER"} | ` +
      (d ? `${d.performance}/${d.accessibility}/${d.bestPractices}/${d.seo}` : "–") + ` | ${m ? m.performance : "–"} | ` +
      (d ? `${d.lcpMs} | ${d.tbtMs} | ${d.cls}` : "– | – | –") + ` | ` +
      (l ? `${l.app.rps} / ${l.staticFile.rps} (${l.ratio}) | ${l.app.p50}/${l.app.p99} | ${l.app.errors}` : "– | – | –") + ` |`;
  }),
];
console.log("\n" + lines.join("\n"));
fs.writeFileSync(new URL("./RESULTS.md", import.meta.url), lines.join("\n") + "\n");

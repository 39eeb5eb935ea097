// Why a page's mobile LCP or TBT is what it is: single Lighthouse mobile runs of pages (through the TLS front, as
// `npm run bench` loads them), each with its score, LCP split into Lighthouse's four phases, and its long tasks.
//   node bench/lcp-phases.mjs [--runs N] [--direct] [page ...]   (after `npm run build`; default: every bench page, 3 runs)
import { lighthouseReport } from "./lighthouse.mjs";
import { PAGES, startServer } from "./server.mjs";
import { startTlsFront, tlsFrontAvailable } from "./tls-front.mjs";

const argv = process.argv.slice(2);
const runsAt = argv.indexOf("--runs");
const runs = runsAt >= 0 ? Number(argv[runsAt + 1]) : 3;
const direct = argv.includes("--direct") || !tlsFrontAvailable();
const pages = argv.filter((arg, i) => arg.startsWith("/") && argv[i - 1] !== "--runs");

const server = await startServer();
const front = direct ? null : await startTlsFront(server.url);
const origin = front?.url ?? server.url;
console.log(
  `Lighthouse mobile, ${runs} run(s) a page, ${direct ? "straight to `next start` (HTTP/1.1)" : "through the TLS front (HTTP/2)"}`,
);
try {
  for (const page of pages.length ? pages : PAGES) {
    for (let run = 1; run <= runs; run++) {
      const { audits: a, categories, runtimeError } = await lighthouseReport(origin + page, "mobile");
      if (runtimeError) {
        console.log(`${page} #${run}: ${runtimeError.code}`);
        continue;
      }
      const ms = (id) => Math.round(a[id]?.numericValue ?? NaN);
      console.log(
        `${page} #${run}: performance ${Math.round(categories.performance.score * 100)} · FCP ${ms("first-contentful-paint")} · ` +
          `LCP ${ms("largest-contentful-paint")} · TBT ${ms("total-blocking-time")} ms`,
      );
      // The audit holds two tables: the LCP element, then its phases.
      const phases = (a["largest-contentful-paint-element"]?.details?.items ?? [])
        .flatMap((table) => table.items ?? [])
        .filter((row) => row.phase);
      if (phases.length)
        console.log(`  LCP phases: ${phases.map((p) => `${p.phase} ${Math.round(p.timing)}`).join(" · ")} ms`);
      for (const task of a["long-tasks"]?.details?.items ?? []) {
        console.log(
          `  long task at ${Math.round(task.startTime)} ms: ${Math.round(task.duration)} ms, ${task.url.replace(origin, "")}`,
        );
      }
    }
  }
} finally {
  await front?.stop();
  await server.stop();
}

// What a per-request nonce on public pages would cost: server CPU per request of a page served from Next's cache
// (as now) versus the same page rendered for every request (what a nonce, unique to each response, would force).
// The per-request render is obtained with Next's on-demand revalidation header (`x-prerender-revalidate` with the
// build's preview id), which makes `next start` render the page again for that request. One connection, so no two
// requests share a render. Usage: `NEXT_DIST_DIR=.next node bench/render-cost.mjs [requests]`.
import fs from "node:fs";
import autocannon from "autocannon";
import { treeCpuMs } from "./cpu.mjs";
import { startServer } from "./server.mjs";

const PAGES = ["/", "/portfolio", "/web-apps", "/blog/ai-agents-in-production"];

async function cpuPerRequest(url, pid, requests, headers = {}) {
  const before = treeCpuMs(pid);
  const r = await autocannon({ url, connections: 1, amount: requests, headers });
  const ms = (treeCpuMs(pid) - before) / r.requests.total;
  if (r.non2xx || r.errors) throw new Error(`${url}: ${r.non2xx} non-2xx, ${r.errors} errors`);
  return Number(ms.toFixed(2));
}

export async function renderCost({ requests = 200 } = {}) {
  const dist = process.env.NEXT_DIST_DIR || ".next";
  const { previewModeId } = JSON.parse(fs.readFileSync(`${dist}/prerender-manifest.json`, "utf8")).preview;
  const server = await startServer();
  try {
    const rows = [];
    for (const page of PAGES) {
      const url = server.url + page;
      const cached = await cpuPerRequest(url, server.pid, requests);
      const rendered = await cpuPerRequest(url, server.pid, Math.ceil(requests / 4), {
        "x-prerender-revalidate": previewModeId,
      });
      rows.push({ page, cached, rendered, factor: Number((rendered / cached).toFixed(1)) });
      console.error(`render cost ${page}: cached ${cached} ms, rendered ${rendered} ms per request`);
    }
    return rows;
  } finally {
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const rows = await renderCost({ requests: Number(process.argv[2] ?? 200) });
  console.log(`| page | CPU ms/request, cached | CPU ms/request, rendered per request | factor |`);
  console.log(`|---|---|---|---|`);
  for (const r of rows) console.log(`| ${r.page} | ${r.cached} | ${r.rendered} | ${r.factor}× |`);
}

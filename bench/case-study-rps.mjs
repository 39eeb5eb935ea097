// Requests per second of a cached case study (`next start`) versus the same bytes from a bare static file server.
//   NEXT_DIST_DIR=.next-x PORT=3000 node server/serve.mjs &   # a production build, already running
//   node bench/case-study-rps.mjs [http://127.0.0.1:3000/case-study/medflow-patient-portal] [seconds=10] [connections=50]
// Uses autocannon when it is installed, otherwise a loop of concurrent fetches. Not part of the test suite.
import http from "node:http";

const target = process.argv[2] ?? "http://127.0.0.1:3000/case-study/medflow-patient-portal";
const seconds = Number(process.argv[3] ?? 10);
const connections = Number(process.argv[4] ?? 50);

async function measure(url) {
  try {
    const { default: autocannon } = await import("autocannon");
    const r = await autocannon({ url, duration: seconds, connections });
    return {
      rps: r.requests.average,
      p50: r.latency.p50,
      p99: r.latency.p99,
      errors: r.errors + r.non2xx,
      tool: "autocannon",
    };
  } catch {
    return fetchLoop(url);
  }
}

async function fetchLoop(url) {
  const end = performance.now() + seconds * 1000;
  const latencies = [];
  let errors = 0;
  const worker = async () => {
    while (performance.now() < end) {
      const t0 = performance.now();
      try {
        const res = await fetch(url);
        await res.arrayBuffer();
        if (!res.ok) errors++;
      } catch {
        errors++;
      }
      latencies.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  latencies.sort((a, b) => a - b);
  const at = (q) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0);
  return { rps: Math.round(latencies.length / seconds), p50: at(0.5), p99: at(0.99), errors, tool: "fetch loop" };
}

const page = await fetch(target);
if (!page.ok) throw new Error(`${target} answered ${page.status}; start the production server first`);
const body = Buffer.from(await page.arrayBuffer());
const server = http.createServer((_, res) => {
  res.writeHead(200, { "content-type": "text/html; charset=utf-8", "content-length": body.length });
  res.end(body);
});
await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
const staticUrl = `http://127.0.0.1:${server.address().port}/`;

console.log(
  `Page ${target}: ${body.length} bytes, x-nextjs-cache=${page.headers.get("x-nextjs-cache") ?? "-"}; ${seconds}s, ${connections} connections each`,
);
const rows = [];
for (const [name, url] of [
  ["cached case study (next start)", target],
  ["same bytes, static file server", staticUrl],
]) {
  await measure(url); // warm-up run (JIT, caches, keep-alive); the reported numbers are the second run
  rows.push({ server: name, ...(await measure(url)) });
}
server.close();
console.table(
  rows.map((r) => ({
    server: r.server,
    "req/s": r.rps,
    "p50 ms": r.p50,
    "p99 ms": r.p99,
    errors: r.errors,
    tool: r.tool,
  })),
);
console.log(`cached page / static file: ${((rows[0].rps / rows[1].rps) * 100).toFixed(0)}%`);

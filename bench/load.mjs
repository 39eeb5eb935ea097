// Requests per second and latency under 50 concurrent connections: a page from `next start` versus the same
// bytes served as a static file by a bare Node server (the ratio is what matters on a shared 2-core machine).
import autocannon from "autocannon";
import http from "node:http";

const run = (url, seconds) => new Promise((resolve, reject) =>
  autocannon({ url, connections: 50, duration: seconds }, (err, r) => err ? reject(err) : resolve({
    rps: Math.round(r.requests.average), p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.non2xx,
  })));

export async function loadTest(url, seconds = 10) {
  const body = Buffer.from(await (await fetch(url)).arrayBuffer());
  const server = http.createServer((_, res) => { res.writeHead(200, { "content-type": "text/html" }); res.end(body); });
  await new Promise((r) => server.listen(0, "127.0.0.1", r));
  try {
    const app = await run(url, seconds);
    const staticFile = await run(`http://127.0.0.1:${server.address().port}/`, seconds);
    return { app, staticFile, ratio: Number((app.rps / staticFile.rps).toFixed(2)) };
  } finally {
    server.close();
  }
}

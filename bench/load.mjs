// Requests per second and latency under 50 concurrent connections: a page from `next start` versus the same
// bytes served as a static file by a bare Node server in a process of its own, like the app's (the ratio is what
// matters on a shared 2-core machine).
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";

const STATIC_SERVER = `const body = require("fs").readFileSync(process.argv[1]);
const server = require("http").createServer((_, res) => { res.writeHead(200, { "content-type": "text/html; charset=utf-8" }); res.end(body); });
server.listen(0, "127.0.0.1", () => console.log(server.address().port));`;

/** req/s, p50/p99 latency (ms) and errors (including non-2xx) of `url` over `connections` connections. */
export const rps = (url, seconds, connections = 50) => new Promise((resolve, reject) =>
  autocannon({ url, connections, duration: seconds }, (err, r) => err ? reject(err) : resolve({
    rps: Math.round(r.requests.average), p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.non2xx,
  })));

export async function loadTest(url, seconds = 10) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-static-"));
  fs.writeFileSync(path.join(dir, "page.html"), Buffer.from(await (await fetch(url)).arrayBuffer()));
  const server = spawn(process.execPath, ["-e", STATIC_SERVER, path.join(dir, "page.html")], { stdio: ["ignore", "pipe", "inherit"] });
  try {
    const port = await new Promise((resolve, reject) => {
      server.stdout.once("data", (d) => resolve(Number(String(d).trim())));
      server.once("exit", (code) => reject(new Error(`static server exited (${code})`)));
    });
    const app = await rps(url, seconds);
    const staticFile = await rps(`http://127.0.0.1:${port}/`, seconds);
    return { app, staticFile, ratio: Number((app.rps / staticFile.rps).toFixed(2)) };
  } finally {
    server.kill();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

// Requests per second and latency under 50 concurrent connections: a page from `next start` versus the same
// bytes served as a static file by a bare Node server in a process of its own, like the app's (the ratio is what
// matters on a shared 2-core machine). The load comes from wrk (Debian's `wrk`, C, two threads) when it is
// installed, else autocannon: autocannon parses every response in JavaScript on the same two cores, so on pages of
// 100 KB and more it measured itself (the same 144 KB from a bare Node server: autocannon 871 req/s, wrk 12,155).
import { execFile, spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";

const STATIC_SERVER = `const body = require("fs").readFileSync(process.argv[1]);
const server = require("http").createServer((_, res) => { res.writeHead(200, { "content-type": "text/html; charset=utf-8" }); res.end(body); });
server.listen(0, "127.0.0.1", () => console.log(server.address().port));`;

export const LOAD_TOOL = spawnSync("wrk", ["--version"]).error ? "autocannon" : "wrk";

const UNIT_MS = { us: 0.001, ms: 1, s: 1000, m: 60_000 };
const wrkMs = (out, percentile) => {
  const [, value, unit] = out.match(new RegExp(`^\\s*${percentile}%\\s+([\\d.]+)(us|ms|s|m)\\s*$`, "m")) ?? [];
  return value ? Number((Number(value) * UNIT_MS[unit]).toFixed(2)) : NaN;
};

/** wrk's summary: req/s, p50/p99 latency (ms) and errors (socket errors and answers other than 2xx/3xx). */
export function parseWrk(out) {
  const socket =
    out
      .match(/Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/)
      ?.slice(1)
      .map(Number) ?? [];
  const non2xx = Number(out.match(/Non-2xx or 3xx responses: (\d+)/)?.[1] ?? 0);
  return {
    rps: Math.round(Number(out.match(/Requests\/sec:\s+([\d.]+)/)[1])),
    p50: wrkMs(out, 50),
    p99: wrkMs(out, 99),
    errors: socket.reduce((a, b) => a + b, 0) + non2xx,
  };
}

const wrk = (url, seconds, connections) =>
  new Promise((resolve, reject) =>
    execFile("wrk", ["-t2", `-c${connections}`, `-d${seconds}s`, "--latency", url], (err, stdout) =>
      err ? reject(err) : resolve(parseWrk(stdout)),
    ),
  );

/** req/s, p50/p99 latency (ms) and errors (including non-2xx) of `url` over `connections` connections. */
export const rps = (url, seconds, connections = 50) =>
  LOAD_TOOL === "wrk"
    ? wrk(url, seconds, connections)
    : new Promise((resolve, reject) =>
        autocannon({ url, connections, duration: seconds }, (err, r) =>
          err
            ? reject(err)
            : resolve({
                rps: Math.round(r.requests.average),
                p50: r.latency.p50,
                p99: r.latency.p99,
                errors: r.errors + r.non2xx,
              }),
        ),
      );

export async function loadTest(url, seconds = 10) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-static-"));
  fs.writeFileSync(path.join(dir, "page.html"), Buffer.from(await (await fetch(url)).arrayBuffer()));
  const server = spawn(process.execPath, ["-e", STATIC_SERVER, path.join(dir, "page.html")], {
    stdio: ["ignore", "pipe", "inherit"],
  });
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

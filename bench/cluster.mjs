// Requests per second through nginx (deploy/nginx.conf) with one instance upstream versus two, on PostgreSQL and
// Redis, for a few public pages: through the micro-cache as a visitor gets them, and past it (a request carrying a
// session cookie always goes to an instance), which is what a second instance adds. Prints a table and writes
// bench/cluster.md.
//   DATABASE_URL=postgres://… [REDIS_URL=redis://127.0.0.1:6379] [NEXT_DIST_DIR=.next-cluster] node bench/cluster.mjs
// The build must exist (`npm run test:cluster` leaves one in .next-cluster).
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { rps } from "./load.mjs";
import { freePort, waitFor } from "./server.mjs";
import { deriveNginxConfig } from "../scripts/nginx-config.mjs";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PAGES = ["/", "/portfolio", "/case-study/medflow-patient-portal"];
const dist = process.env.NEXT_DIST_DIR || ".next-cluster";
if (!process.env.DATABASE_URL)
  throw new Error("bench/cluster.mjs needs DATABASE_URL (a PostgreSQL server to create its database on)");

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "bench-cluster-"));
const base = new URL(process.env.DATABASE_URL);
const dbName = `bench_cluster_${process.pid}`;
const admin = new pg.Client({ connectionString: base.toString() });
await admin.connect();
await admin.query(`CREATE DATABASE ${dbName}`);
const env = {
  ...process.env,
  NEXT_DIST_DIR: dist,
  DATABASE_URL: Object.assign(new URL(base.toString()), { pathname: `/${dbName}` }).toString(),
  REDIS_URL: process.env.REDIS_URL ?? "redis://127.0.0.1:6379",
  REDIS_PREFIX: `bench-${process.pid}:`,
  TRUST_PROXY_HOPS: "1",
  NEXTAUTH_SECRET: "bench-cluster-secret-0123456789",
  NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: "Y2x1c3Rlci1hY3Rpb25zLWtleS1ub3QtZm9yLXByb2Q=",
  // With REDIS_URL an instance refuses local-disk media unless it is declared shared (lib/media/shared-storage.mjs):
  // both instances run on this machine, so one directory truly is.
  MEDIA_DIR: path.join(scratch, "media"),
  MEDIA_DIR_SHARED: "1",
};
const children = [];
const start = (command, args, extra = {}) => {
  const child = spawn(command, args, { env: { ...env, ...extra }, stdio: ["ignore", "ignore", "inherit"] });
  children.push(child);
  return child;
};

try {
  const ports = [await freePort(), await freePort()];
  for (const port of ports)
    start(process.execPath, ["server/serve.mjs"], { PORT: String(port), HOSTNAME: "127.0.0.1" });
  for (const port of ports) await waitFor(`http://127.0.0.1:${port}/api/health/ready`, 90);
  const results = [];
  for (const upstreams of [[ports[0]], ports]) {
    const dir = fs.mkdtempSync(path.join(scratch, "nginx-"));
    const port = await freePort();
    fs.writeFileSync(
      path.join(dir, "nginx.conf"),
      deriveNginxConfig({ dir, port, upstreams: upstreams.map((p) => `127.0.0.1:${p}`) }),
    );
    const nginx = start(process.env.NGINX_PATH ?? "/usr/sbin/nginx", ["-c", path.join(dir, "nginx.conf")]);
    await waitFor(`http://127.0.0.1:${port}/api/health/ready`, 30);
    for (const page of PAGES) {
      const url = `http://127.0.0.1:${port}${page}`;
      for (let i = 0; i < 3; i++) await fetch(url); // cached in Redis and in nginx
      const cached = await rps(url, SECONDS);
      const pastCache = await new Promise((resolve, reject) =>
        import("autocannon").then(({ default: autocannon }) =>
          autocannon(
            { url, connections: 50, duration: SECONDS, headers: { cookie: "next-auth.session-token=bench" } },
            (error, r) =>
              error ? reject(error) : resolve({ rps: Math.round(r.requests.average), errors: r.errors + r.non2xx }),
          ),
        ),
      );
      results.push({
        instances: upstreams.length,
        page,
        viaMicroCache: cached.rps,
        pastMicroCache: pastCache.rps,
        errors: cached.errors + pastCache.errors,
      });
    }
    nginx.kill("SIGTERM");
  }
  console.table(results);
  // What each instance says it served (its /api/metrics, read from this machine): how nginx spread the load, and how
  // much of it Next answered from its page cache.
  const served = [];
  for (const port of ports) {
    const text = await (await fetch(`http://127.0.0.1:${port}/api/metrics`)).text();
    const sum = (pattern) => [...text.matchAll(pattern)].reduce((total, m) => total + Number(m[1]), 0);
    served.push({
      port,
      requests: sum(/^studio_http_requests_total\{[^}]*\} (\d+)/gm),
      pageCacheHits: sum(/^studio_page_cache_total\{result="hit"\} (\d+)/gm),
      dbQueries: sum(/^studio_db_queries_total\{[^}]*\} (\d+)/gm),
    });
  }
  console.table(served);
  const rows = results.map(
    (r) => `| ${r.instances} | \`${r.page}\` | ${r.viaMicroCache} | ${r.pastMicroCache} | ${r.errors} |`,
  );
  fs.writeFileSync(
    "bench/cluster.md",
    [
      "# Requests per second through nginx: one instance upstream versus two",
      "",
      `\`node bench/cluster.mjs\` on ${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores, ${SECONDS} s per figure, 50 connections,`,
      'PostgreSQL and Redis on the same machine. "Past the micro-cache" requests carry a session cookie, so nginx sends',
      "every one to an instance (which answers from the shared Redis cache).",
      "",
      "| instances | page | req/s via the micro-cache | req/s past it | errors |",
      "|---|---|---|---|---|",
      ...rows,
      "",
      "What each instance's `/api/metrics` counted over the whole run:",
      "",
      "| instance | requests | page-cache hits | database queries |",
      "|---|---|---|---|",
      ...served.map((m, i) => `| ${"AB"[i]} | ${m.requests} | ${m.pageCacheHits} | ${m.dbQueries} |`),
      "",
    ].join("\n"),
  );
} finally {
  for (const child of children) child.kill("SIGTERM");
  await new Promise((r) => setTimeout(r, 2_000));
  await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  await admin.end();
  fs.rmSync(scratch, { recursive: true, force: true });
}

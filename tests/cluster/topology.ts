// Two instances of the production build on one PostgreSQL database and one Redis, with the shipped nginx config in
// front of both: the topology of deploy/compose.yaml, on this machine's own servers.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { createClient } from "@redis/client";
import { deriveNginxConfig } from "../../scripts/nginx-config.mjs";
import { startTcpProxy } from "../support/tcp-proxy";

export const ADMIN = { email: "owner@cluster.test", password: "cluster-correct-horse-42" };
const BASE_PORT = Number(process.env.CLUSTER_PORT ?? 3700);
const NGINX = process.env.NGINX_BIN ?? "/usr/sbin/nginx";

async function waitFor(url: string, ms = 90_000) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${ms / 1000} s`);
}

export interface Instance {
  name: string;
  url: string;
  start(): Promise<void>;
  stop(): Promise<void>;
}

/** An instance run by `npm start` (server/serve.mjs), or from the standalone build as in the image. */
function instance(name: string, port: number, env: NodeJS.ProcessEnv, runs: "npm start" | "standalone"): Instance {
  let child: ChildProcess | undefined;
  const url = `http://127.0.0.1:${port}`;
  const standaloneDir = path.join(env.NEXT_DIST_DIR ?? ".next-cluster", "standalone");
  return {
    name,
    url,
    async start() {
      // The image runs the same script, copied next to the standalone build (deploy/serve-files.mjs).
      const cwd = runs === "npm start" ? process.cwd() : standaloneDir;
      child = spawn(process.execPath, ["server/serve.mjs"], {
        cwd,
        env: { ...env, PORT: String(port), HOSTNAME: "127.0.0.1", NEXTAUTH_URL: url },
        stdio: ["ignore", "ignore", "inherit"],
      });
      await waitFor(`${url}/api/health/ready`);
    },
    async stop() {
      if (!child || child.exitCode !== null) return;
      const exited = new Promise((r) => child!.once("exit", r));
      child.kill("SIGTERM");
      await exited;
    },
  };
}

export async function startCluster() {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "cluster-"));
  const base = new URL(process.env.DATABASE_URL!);
  const dbName = `cluster_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: base.toString() });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  await admin.end();
  const databaseUrl = Object.assign(new URL(base.toString()), { pathname: `/${dbName}` }).toString();
  const redisUrl = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";
  const redisPrefix = `cluster-${process.pid}-${Date.now()}:`;
  // The instances reach Redis through a proxy the tests can cut, as a Redis restart or a network fault would.
  const redisTarget = new URL(redisUrl);
  const redis = await startTcpProxy({ host: redisTarget.hostname, port: Number(redisTarget.port || 6379) });
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    REDIS_URL: `redis://127.0.0.1:${redis.port}`,
    REDIS_PREFIX: redisPrefix,
    NEXTAUTH_SECRET: "cluster-secret-not-for-production-0123456789",
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    TRUST_PROXY_HOPS: "1",
    PGLITE_DIR: path.join(scratch, "unused-pglite"),
    // Both instances run on this machine: one directory is truly shared.
    MEDIA_DIR: path.join(scratch, "media"),
    MEDIA_DIR_SHARED: "1",
    // Each instance keeps its copies of public pages far longer than the default second: an edit through A shows
    // through B at once only because B reads A's tag expiries from Redis before it answers from a copy.
    RESPONSE_CACHE_SECONDS: "600",
  };
  const a = instance("A", BASE_PORT, env, "npm start");
  const b = instance("B", BASE_PORT + 1, env, "standalone");
  await Promise.all([a.start(), b.start()]); // both at once: migrations and seeding must not collide

  const nginxPort = BASE_PORT + 2;
  const confPath = path.join(scratch, "nginx.conf");
  fs.mkdirSync(path.join(scratch, "nginx"));
  fs.writeFileSync(
    confPath,
    deriveNginxConfig({
      dir: path.join(scratch, "nginx"),
      port: nginxPort,
      upstreams: [`127.0.0.1:${BASE_PORT}`, `127.0.0.1:${BASE_PORT + 1}`],
    }),
  );
  const nginx = spawn(NGINX, ["-c", confPath], { stdio: ["ignore", "ignore", "inherit"] });
  const nginxUrl = `http://127.0.0.1:${nginxPort}`;
  await waitFor(`${nginxUrl}/api/health/ready`);

  return {
    a,
    b,
    nginxUrl,
    redis,
    /** SQL straight on the cluster's database, behind the app's back (nothing expires in any cache). */
    async sql(text: string, values: unknown[] = []) {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        await client.query(text, values);
      } finally {
        await client.end();
      }
    },
    async close() {
      nginx.kill("SIGTERM");
      await Promise.all([a.stop(), b.stop()]);
      await redis.close();
      const client = createClient({ url: redisUrl });
      await client.connect();
      for await (const keys of client.scanIterator({ MATCH: `${redisPrefix}*`, COUNT: 500 }))
        if (keys.length) await client.del(keys);
      await client.close();
      const drop = new pg.Client({ connectionString: base.toString() });
      await drop.connect();
      await drop.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      await drop.end();
      fs.rmSync(scratch, { recursive: true, force: true });
    },
  };
}

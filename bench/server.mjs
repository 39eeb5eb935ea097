// Starts `next start` of an existing production build on a fresh database, for the bench scripts.
import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

export const PAGES = [
  "/",
  "/portfolio",
  "/case-study/medflow-patient-portal",
  "/blogs",
  "/blog/ai-agents-in-production",
  "/web-apps",
  "/products/speaksify",
];

/** The admin bench/server.mjs creates on its fresh database (bench/nginx.mjs signs in with it). */
export const ADMIN = { email: "bench@example.com", password: "bench-password-1" };

/** A TCP port nothing listens on now (other engineers' servers share this machine). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** Waits until `url` answers 2xx (up to `seconds`); `exited` says the server's process is gone, so no answer will come. */
export async function waitFor(url, seconds = 60, exited = () => false) {
  for (let i = 0; i < seconds * 2; i++) {
    if (exited()) throw new Error(`the server for ${url} exited before answering (its error is above)`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer within ${seconds} s`);
}

/** A new database on the PostgreSQL server of `url`, dropped again by the returned function. */
async function scratchPostgres(url) {
  const { default: pg } = await import("pg");
  const name = `bench_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const scratch = new URL(url);
  scratch.pathname = `/${name}`;
  return {
    url: scratch.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/** The environment of a bench server: the build in `dist`, the embedded database in `pgliteDir`, the bench admin;
 *  no PostgreSQL or Redis from the caller's environment. */
export function serverEnv({ dist, pgliteDir }) {
  // glibc's and V8's settings as the deploy kit runs the server (deploy/Dockerfile, deploy/studio@.service)
  const env = {
    ...process.env,
    NEXT_DIST_DIR: dist,
    PGLITE_DIR: pgliteDir,
    HOSTNAME: "127.0.0.1",
    MALLOC_ARENA_MAX: "2",
    MALLOC_MMAP_THRESHOLD_: "131072",
    NODE_OPTIONS: "--max-semi-space-size=2",
    NEXTAUTH_SECRET: "bench-secret-0123456789abcdef",
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  return env;
}

/** `next start` of the build on a fresh embedded database, or with `postgres` (a server URL) on a new database there;
 *  `env`: more of the server's environment. */
export async function startServer({ port, dist = process.env.NEXT_DIST_DIR || ".next", postgres, env: more } = {}) {
  if (process.env.BENCH_URL) return { url: process.env.BENCH_URL, pid: null, stop: async () => {} };
  port ??= await freePort();
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "bench-"));
  const env = {
    ...serverEnv({ dist, pgliteDir: path.join(scratch, "pglite") }),
    PORT: String(port),
    MEDIA_DIR: path.join(scratch, "media"),
    ...more,
  };
  const database = postgres ? await scratchPostgres(postgres) : null;
  if (database) {
    env.DATABASE_URL = database.url;
    env.NEXT_SERVER_ACTIONS_ENCRYPTION_KEY ??= "YmVuY2gtYWN0aW9ucy1rZXktMDEyMzQ1Njc4OWFiY2Q="; // required with DATABASE_URL
  }
  const child = spawn(process.execPath, ["server/serve.mjs"], { env, stdio: ["ignore", "ignore", "inherit"] });
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise((r) => child.once("exit", r));
  const stop = async () => {
    child.kill("SIGTERM");
    await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
    fs.rmSync(scratch, { recursive: true, force: true });
    await database?.drop();
  };
  try {
    await waitFor(`${url}/api/health`, 60, () => child.exitCode !== null || child.signalCode !== null);
  } catch (error) {
    await stop();
    throw error;
  }
  for (const page of PAGES) await fetch(url + page); // warm the caches
  return { url, pid: child.pid, stop };
}

// Cold start: from `node server/serve.mjs` to the first 200 of / on the embedded database, on a new data directory
// (create, migrate, seed) and again on the same directory (migration and seed checks only: a restart or a deploy).
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort, serverEnv } from "./server.mjs";

async function timeToFirst200(env) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, ["server/serve.mjs"], {
    env: { ...env, PORT: String(port) },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const exited = new Promise((r) => child.once("exit", r));
  try {
    while (performance.now() - started < 60_000) {
      try {
        if ((await fetch(`http://127.0.0.1:${port}/`)).status === 200) return Math.round(performance.now() - started);
      } catch {
        /* not yet */
      }
      await new Promise((r) => setTimeout(r, 25));
    }
    return null;
  } finally {
    child.kill("SIGTERM");
    await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
  }
}

export async function coldStart(dist = process.env.NEXT_DIST_DIR || ".next") {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "bench-cold-"));
  const env = serverEnv({ dist, pgliteDir: path.join(scratch, "pglite") });
  try {
    const firstStartMs = await timeToFirst200(env);
    const restartMs = await timeToFirst200(env);
    return { firstStartMs, restartMs };
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}

// The bare Next.js 16 baseline (bench/bare: a layout and a page with a heading and a paragraph), built with this
// project's own node_modules when its build is missing, and served by `next start` like the site.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { freePort, waitFor } from "./server.mjs";

const NEXT = path.resolve("node_modules/next/dist/bin/next");
const DIR = "bench/bare";
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };
delete env.NEXT_DIST_DIR; // the bare app's own next.config.mjs sets distDir

/** Builds bench/bare when it has no build, or its sources changed since. */
export function ensureBareBuild() {
  const built = (() => {
    try {
      return fs.statSync(path.join(DIR, ".next-bare", "BUILD_ID")).mtimeMs;
    } catch {
      return 0;
    }
  })();
  const sources = [
    path.join(DIR, "next.config.mjs"),
    ...fs.readdirSync(path.join(DIR, "app")).map((f) => path.join(DIR, "app", f)),
  ];
  if (built && sources.every((f) => fs.statSync(f).mtimeMs < built)) return;
  console.error("bench: building the bare Next.js baseline (bench/bare) …");
  const r = spawnSync(process.execPath, [NEXT, "build", DIR], { env, stdio: ["ignore", "ignore", "inherit"] });
  if (r.status !== 0) throw new Error(`next build ${DIR} failed (exit ${r.status})`);
}

export async function startBare() {
  ensureBareBuild();
  const port = await freePort();
  const child = spawn(process.execPath, [NEXT, "start", DIR, "-p", String(port), "-H", "127.0.0.1"], {
    env,
    stdio: ["ignore", "ignore", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(url + "/");
  const exited = new Promise((r) => child.once("exit", r));
  return {
    url,
    pid: child.pid,
    stop: async () => {
      child.kill("SIGTERM");
      await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
    },
  };
}

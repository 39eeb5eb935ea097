// `npm run test:cluster`: two instances of a production build on PostgreSQL and Redis behind the shipped nginx
// config (tests/cluster/): A runs `npm start` (server/serve.mjs), B the standalone build run by the same script, as deploy/Dockerfile does.
// Builds into .next-cluster first (a standalone build, on a scratch embedded database). Needs PostgreSQL (DATABASE_URL), Redis (REDIS_URL, default 127.0.0.1:6379) and nginx; under CI a
// missing one is a failure, elsewhere the run says what is missing and stops.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { SERVE_FILES } from "../deploy/serve-files.mjs";

const env = {
  ...process.env,
  NEXT_TELEMETRY_DISABLED: "1",
  NEXT_DIST_DIR: process.env.NEXT_DIST_DIR || ".next-cluster",
};
env.REDIS_URL ||= "redis://127.0.0.1:6379";
env.NEXT_SERVER_ACTIONS_ENCRYPTION_KEY ||= "Y2x1c3Rlci1hY3Rpb25zLWtleS1ub3QtZm9yLXByb2Q=";

const reachable = (url) =>
  new Promise((resolve) => {
    const { hostname, port } = new URL(url);
    const socket = net.connect(Number(port), hostname, () => {
      socket.end();
      resolve(true);
    });
    socket.on("error", () => resolve(false));
  });
const missing = [];
if (!env.DATABASE_URL) missing.push("PostgreSQL (set DATABASE_URL)");
else if (!(await reachable(env.DATABASE_URL.replace(/^postgres(ql)?:/, "http:"))))
  missing.push(`PostgreSQL at ${env.DATABASE_URL}`);
if (!(await reachable(env.REDIS_URL.replace(/^rediss?:/, "http:")))) missing.push(`Redis at ${env.REDIS_URL}`);
if (!fs.existsSync(env.NGINX_BIN ?? "/usr/sbin/nginx")) missing.push("nginx (apt-get install -y nginx)");
if (missing.length > 0) {
  console.error(`test:cluster needs ${missing.join(", ")}.`);
  process.exit(env.CI ? 1 : 0);
}

const run = (args) => {
  const result = spawnSync(process.execPath, args, { stdio: "inherit", env });
  if (result.status !== 0) process.exit(result.status ?? 1);
};
if (!env.CLUSTER_SKIP_BUILD) {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "cluster-build-"));
  // The deploy kit's standalone build, so that instance B can run it as deploy/Dockerfile does.
  const buildEnv = {
    ...env,
    BUILD_STANDALONE: "1",
    PGLITE_DIR: path.join(scratch, "pglite"),
    NEXTAUTH_SECRET: "cluster-build-secret-0123456789abcdef",
  };
  delete buildEnv.DATABASE_URL;
  delete buildEnv.REDIS_URL;
  const result = spawnSync(process.execPath, ["node_modules/next/dist/bin/next", "build"], {
    stdio: "inherit",
    env: buildEnv,
  });
  fs.rmSync(scratch, { recursive: true, force: true });
  if (result.status !== 0) process.exit(result.status ?? 1);
  // What the Dockerfile's last stage copies next to the standalone build.
  const standalone = path.join(env.NEXT_DIST_DIR, "standalone");
  fs.cpSync(path.join(env.NEXT_DIST_DIR, "static"), path.join(standalone, env.NEXT_DIST_DIR, "static"), {
    recursive: true,
  });
  fs.cpSync("public", path.join(standalone, "public"), { recursive: true });
  for (const file of SERVE_FILES) fs.cpSync(file, path.join(standalone, file));
}
run([
  "node_modules/@playwright/test/cli.js",
  "test",
  "-c",
  "tests/cluster/playwright.config.ts",
  ...process.argv.slice(2),
]);

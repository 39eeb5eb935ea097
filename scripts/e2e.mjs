// `npm run test:e2e`: a production build in its own directory, then Playwright against `next start` of it,
// on a fresh embedded database (so the tests never touch .data/ and always start from the built-in content).
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import readline from "node:readline";
import { isRouteComplaint } from "./route-complaints.mjs";

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };
// e2e runs on PGlite; the fault test gets the PostgreSQL server (if any) to create its own database on.
if (env.DATABASE_URL) env.E2E_DATABASE_URL ??= env.DATABASE_URL;
delete env.DATABASE_URL;
env.NEXT_DIST_DIR ??= ".next-e2e";
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "studio-e2e-"));
env.PGLITE_DIR = path.join(scratch, "pglite");
env.MEDIA_DIR = path.join(scratch, "media");
env.NEXTAUTH_SECRET ??= "e2e-secret-not-for-production-0123456789";
// Servers the tests start on PostgreSQL must share this key (lib/shared-secrets.mjs); set at build time too.
env.NEXT_SERVER_ACTIONS_ENCRYPTION_KEY ??= "ZTJlLWFjdGlvbnMta2V5LW5vdC1mb3ItcHJvZHVjdGk=";

const run = (cmd, args) => {
  const r = spawnSync(cmd, args, { stdio: "inherit", env });
  if (r.status !== 0) {
    fs.rmSync(scratch, { recursive: true, force: true });
    process.exit(r.status ?? 1);
  }
};
if (!env.E2E_SKIP_BUILD) run(process.execPath, ["node_modules/next/dist/bin/next", "build"]);
const { status, complaints } = await playwright(process.argv.slice(2));
fs.rmSync(scratch, { recursive: true, force: true });
if (complaints.length > 0) {
  console.error(
    `\nThe server logged ${complaints.length} complaint(s) of Next.js about a route: it renders other than the code says (a clock or` +
      ` request read where a prerender runs, a route that could not prerender). Every test may pass and the page still be wrong:\n` +
      complaints.map((line) => `  ${line}`).join("\n"),
  );
}
process.exit(status !== 0 ? status : complaints.length > 0 ? 1 : 0);

/** Playwright, its output passed through as it comes; Next's complaints about a route in the server's log (Playwright
 *  prints that log with a [WebServer] prefix) are collected. */
function playwright(args) {
  const complaints = [];
  const child = spawn(process.execPath, ["node_modules/@playwright/test/cli.js", "test", ...args], {
    stdio: ["inherit", "pipe", "pipe"],
    env,
  });
  for (const [from, to] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ]) {
    from.pipe(to, { end: false });
    readline.createInterface({ input: from }).on("line", (line) => {
      if (isRouteComplaint(line)) complaints.push(line.slice(0, 300));
    });
  }
  return new Promise((resolve) => child.on("close", (code) => resolve({ status: code ?? 1, complaints })));
}

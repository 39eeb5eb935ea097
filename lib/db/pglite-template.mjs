// Creating the embedded database's data directory (PGlite's initdb), shared by the server and the build.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

// PGlite's initdb grows the WebAssembly memory of the process that runs it to ~600 MB, and WebAssembly memory is
// never handed back: a first start that created its database in-process held ~930 MB for its whole life, against
// ~460 MB for every later start. So it runs in a short-lived child process.
const INITDB = `import { PGlite } from "@electric-sql/pglite";
const db = await PGlite.create(process.argv[1]);
await db.close();`;

/** Runs PGlite's initdb for `dir` in a child process (~2.4 s here). */
export function initdbOutOfProcess(dir) {
  const result = spawnSync(process.execPath, ["--input-type=module", "-e", INITDB, dir], {
    cwd: process.cwd(),
    encoding: "utf8",
    stdio: ["ignore", "ignore", "pipe"],
  });
  if (result.status !== 0) {
    throw new Error(
      `Could not create the embedded database in ${dir}: ${result.stderr?.trim() || `exit ${result.status}`}`,
    );
  }
}

/** The empty data directory `next build` leaves in its output: a first start copies it (~0.1 s) instead of running
 *  initdb. Built by the same node_modules that will open it, so its format always matches. */
export const templateDir = (distDir = process.env.NEXT_DIST_DIR || ".next") => path.resolve(distDir, "pglite-template");

/** The build's step (next.config.ts, after compiling): a fresh template, written aside and renamed into place. */
export function createTemplate(distDir) {
  const target = templateDir(distDir);
  const scratch = `${target}.${process.pid}.tmp`;
  fs.rmSync(scratch, { recursive: true, force: true });
  fs.mkdirSync(path.dirname(scratch), { recursive: true }); // PGlite creates only the last segment
  initdbOutOfProcess(scratch);
  fs.rmSync(target, { recursive: true, force: true });
  fs.renameSync(scratch, target);
}

import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

// PGlite's initdb grows the WebAssembly memory of the process that runs it to ~600 MB, and WebAssembly memory is
// never handed back: a first start that created its database in-process held ~930 MB for its whole life, against
// ~460 MB for every later start. So a new data directory is created by a short-lived child process, and the
// server opens a directory that already exists (first-start RSS as a later start's; costs one Node start, ~0.3 s).
const INITDB = `import { PGlite } from "@electric-sql/pglite";
const db = await PGlite.create(process.argv[1]);
await db.close();`;

/** Creates the embedded database's data directory in a child process when it does not exist yet. */
export function initDataDirOutOfProcess(dir: string): void {
  if (fs.existsSync(path.join(dir, "PG_VERSION"))) return;
  const result = spawnSync(process.execPath, ["--input-type=module", "-e", INITDB, dir], {
    cwd: process.cwd(),
    encoding: "utf8",
    stdio: ["ignore", "ignore", "pipe"],
  });
  if (result.status !== 0) {
    throw new Error(`Could not create the embedded database in ${dir}: ${result.stderr?.trim() || `exit ${result.status}`}`);
  }
}

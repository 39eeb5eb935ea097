import fs from "node:fs";
import path from "node:path";
import { initdbOutOfProcess, templateDir } from "./pglite-template.mjs";

/** Creates the embedded database's data directory when it does not exist yet: a copy of the build's template, or
 *  initdb in a child process without one (a build from before the template, a standalone image). */
export function ensureDataDir(dir: string): void {
  if (fs.existsSync(path.join(dir, "PG_VERSION"))) return;
  const template = templateDir();
  if (fs.existsSync(path.join(template, "PG_VERSION"))) fs.cpSync(template, dir, { recursive: true });
  else initdbOutOfProcess(dir);
}

import fs from "node:fs";
import path from "node:path";
import type { DatabaseTarget } from "./connect";

export const DEFAULT_PGLITE_DIR = ".data/pglite";

/** Which database this process uses: PostgreSQL when DATABASE_URL is set, else the embedded PGlite directory.
 *  `next build` prerenders in several worker processes and PGlite has no cross-process locking, so during
 *  the build each worker reads its own throw-away copy of the directory (or a fresh in-memory database). */
export function targetFromEnv(env = process.env): DatabaseTarget {
  if (env.DATABASE_URL) return { kind: "postgres", url: env.DATABASE_URL };
  const dir = path.resolve(/*turbopackIgnore: true*/ env.PGLITE_DIR ?? DEFAULT_PGLITE_DIR);
  if (env.NEXT_PHASE !== "phase-production-build") return { kind: "pglite", dir };
  if (!fs.existsSync(path.join(dir, "PG_VERSION"))) return { kind: "pglite" };
  const copy = path.join(/*turbopackIgnore: true*/ process.cwd(), ".next", "pglite-snapshots", String(process.pid));
  fs.rmSync(copy, { recursive: true, force: true });
  fs.cpSync(dir, copy, { recursive: true, filter: (src) => !src.endsWith(".lock") });
  return { kind: "pglite", dir: copy, readOnlyCopy: true };
}

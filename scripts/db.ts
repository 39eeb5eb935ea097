// `npm run db:status`: which committed migrations the database has (exit 1 when any is pending, changed or failed).
// `npm run db:deploy`: applies the pending ones, in order, each in its own transaction (the site does the same at
// start). Prisma's own `migrate status` / `migrate deploy` need its native schema engine, which is not installed here.
// Uses DATABASE_URL, else the embedded database in PGLITE_DIR (.data/pglite).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { PGlite } from "@electric-sql/pglite";
import { applyMigrations, type SqlRunner } from "../lib/db/migrations";
import { describeStatus, migrationStatus, upToDate } from "../lib/db/migration-status";
import { lockDirectory } from "../lib/db/pglite-lock";
import { PGLITE_EXTENSIONS } from "../lib/db/pglite-extensions";
import { targetFromEnv } from "../lib/db/target";

async function open(forWrite: boolean): Promise<{ sql: SqlRunner; close: () => Promise<void>; advisoryLock: boolean }> {
  const target = targetFromEnv();
  if (target.kind === "postgres") {
    const client = new pg.Client({ connectionString: target.url });
    await client.connect();
    const sql: SqlRunner = {
      exec: (text) => client.query(text),
      query: async (text, params) => ({ rows: (await client.query(text, params)).rows }),
    };
    return { sql, close: () => client.end(), advisoryLock: true };
  }
  const dir = target.dir!;
  if (!fs.existsSync(path.join(dir, "PG_VERSION")))
    throw new Error(`No embedded database in ${dir} yet: npm start creates it.`);
  let release = () => {};
  let openDir = dir;
  try {
    release = lockDirectory(dir);
  } catch (error) {
    // The site is running on it: reading a copy is safe; writing is the site's job (it migrates at start).
    if (forWrite) throw error;
    openDir = fs.mkdtempSync(path.join(os.tmpdir(), "db-status-"));
    fs.cpSync(dir, openDir, { recursive: true, filter: (src) => !src.endsWith(".lock") });
  }
  const db = await PGlite.create(openDir, { extensions: PGLITE_EXTENSIONS });
  return {
    sql: db,
    advisoryLock: false,
    close: async () => {
      await db.close();
      release();
      if (openDir !== dir) fs.rmSync(openDir, { recursive: true, force: true });
    },
  };
}

async function main(command: string | undefined) {
  if (command !== "status" && command !== "deploy") {
    console.error("Usage: npm run db:status | npm run db:deploy");
    return 2;
  }
  const { sql, close, advisoryLock } = await open(command === "deploy");
  try {
    if (command === "deploy") {
      const applied = await applyMigrations(sql, { advisoryLock });
      console.log(applied.length ? `Applied: ${applied.join(", ")}` : "Nothing to apply.");
    }
    const status = await migrationStatus(sql);
    console.log(describeStatus(status));
    return upToDate(status) ? 0 : 1;
  } finally {
    await close();
  }
}

main(process.argv[2]).then(
  (code) => process.exit(code),
  (error: Error) => {
    console.error(error.message);
    process.exit(1);
  },
);

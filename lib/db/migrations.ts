import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/** The smallest surface both PGlite and a pg client offer. */
export interface SqlRunner {
  exec(sql: string): Promise<unknown>;
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
}

// The fixed "prisma/migrations" is what puts them in the standalone build (the image runs them when it starts).
const MIGRATIONS_DIR = path.join(/*turbopackIgnore: true*/ process.cwd(), "prisma", "migrations");
// Any fixed number: serialises concurrent migrators (several server or build processes) on PostgreSQL.
const ADVISORY_LOCK = 4_206_071;

export function migrationFiles(dir = MIGRATIONS_DIR) {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort()
    .map((name) => ({ name, sql: fs.readFileSync(path.join(dir, name, "migration.sql"), "utf8") }));
}

/** Applies committed prisma/migrations that are not yet recorded, in Prisma's own `_prisma_migrations`
 *  format (same checksum), so `prisma migrate deploy` elsewhere sees the same history. */
export async function applyMigrations(db: SqlRunner, opts: { advisoryLock: boolean }): Promise<string[]> {
  if (opts.advisoryLock) await db.query(`SELECT pg_advisory_lock(${ADVISORY_LOCK})`);
  try {
    await db.exec(`CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
      "id" VARCHAR(36) PRIMARY KEY NOT NULL, "checksum" VARCHAR(64) NOT NULL, "finished_at" TIMESTAMPTZ,
      "migration_name" VARCHAR(255) NOT NULL, "logs" TEXT, "rolled_back_at" TIMESTAMPTZ,
      "started_at" TIMESTAMPTZ NOT NULL DEFAULT now(), "applied_steps_count" INTEGER NOT NULL DEFAULT 0)`);
    const done = new Set(
      (
        await db.query<{ migration_name: string }>(
          `SELECT migration_name FROM "_prisma_migrations" WHERE rolled_back_at IS NULL AND finished_at IS NOT NULL`,
        )
      ).rows.map((r) => r.migration_name),
    );
    const applied: string[] = [];
    for (const { name, sql } of migrationFiles()) {
      if (done.has(name)) continue;
      const checksum = crypto.createHash("sha256").update(sql).digest("hex");
      await db.exec("BEGIN");
      try {
        await db.exec(sql);
        await db.query(
          `INSERT INTO "_prisma_migrations" (id, checksum, migration_name, finished_at, applied_steps_count)
          VALUES ($1, $2, $3, now(), 1)`,
          [crypto.randomUUID(), checksum, name],
        );
        await db.exec("COMMIT");
      } catch (error) {
        await db.exec("ROLLBACK");
        throw new Error(`Migration ${name} failed: ${(error as Error).message}`, { cause: error });
      }
      applied.push(name);
    }
    return applied;
  } finally {
    if (opts.advisoryLock) await db.query(`SELECT pg_advisory_unlock(${ADVISORY_LOCK})`);
  }
}

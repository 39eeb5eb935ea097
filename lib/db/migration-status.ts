import crypto from "node:crypto";
import { migrationFiles, type SqlRunner } from "./migrations";

export interface MigrationStatus {
  /** Recorded and matching the committed file. */
  applied: string[];
  /** Committed but not yet applied. */
  pending: string[];
  /** Applied, but the committed file has changed since (checksum differs). */
  changed: string[];
  /** Started and never finished. */
  failed: string[];
  /** Recorded in the database but not among the committed migrations (a newer build ran here). */
  unknown: string[];
}

type Row = { migration_name: string; checksum: string; finished_at: Date | null; rolled_back_at: Date | null };

/** Compares the database's `_prisma_migrations` with the committed prisma/migrations, as `prisma migrate status`
 *  does. Reads only. */
export async function migrationStatus(db: SqlRunner, files = migrationFiles()): Promise<MigrationStatus> {
  const exists = (await db.query<{ t: string | null }>(`SELECT to_regclass('"_prisma_migrations"')::text AS t`)).rows[0]
    ?.t;
  const rows = exists
    ? (
        await db.query<Row>(`SELECT migration_name, checksum, finished_at, rolled_back_at FROM "_prisma_migrations"`)
      ).rows.filter((r) => r.rolled_back_at === null)
    : [];
  const recorded = new Map(rows.map((r) => [r.migration_name, r]));
  const status: MigrationStatus = { applied: [], pending: [], changed: [], failed: [], unknown: [] };
  for (const { name, sql } of files) {
    const row = recorded.get(name);
    if (!row) status.pending.push(name);
    else if (row.finished_at === null) status.failed.push(name);
    else if (row.checksum !== crypto.createHash("sha256").update(sql).digest("hex")) status.changed.push(name);
    else status.applied.push(name);
  }
  const committed = new Set(files.map((f) => f.name));
  status.unknown = rows.map((r) => r.migration_name).filter((name) => !committed.has(name));
  return status;
}

/** Up to date: nothing pending, changed or failed (unknown newer migrations are fine: an older build still runs). */
export const upToDate = (s: MigrationStatus) => s.pending.length + s.changed.length + s.failed.length === 0;

/** The status as lines for a terminal. */
export function describeStatus(s: MigrationStatus): string {
  const lines = [`${s.applied.length} migration(s) applied.`];
  if (s.pending.length) lines.push(`Pending (npm run db:deploy applies them): ${s.pending.join(", ")}`);
  if (s.failed.length) lines.push(`Failed part-way (fix the database, then deploy again): ${s.failed.join(", ")}`);
  if (s.changed.length)
    lines.push(`Changed since they were applied (never edit an applied migration): ${s.changed.join(", ")}`);
  if (s.unknown.length)
    lines.push(`In the database but not in prisma/migrations (applied by a newer version): ${s.unknown.join(", ")}`);
  if (upToDate(s)) lines.push("The database schema is up to date.");
  return lines.join("\n");
}

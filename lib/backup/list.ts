import "server-only";
import { contentTypes } from "@/lib/content-types";
import { db } from "@/lib/db";
import { alwaysInFiles, entities, MIGRATION_MARKER, perEntity } from "@/lib/entities";
import { isStorableText } from "@/lib/validation";
import type { Db } from "./client";
import { backupRecordSchema, type BackupRecord, type BackupSummary } from "./record";

/** The history, newest first, with counts per entity (computed in the database, without loading the snapshots). */
export async function listBackups(prisma: Db): Promise<BackupSummary[]> {
  const rows = await prisma.$queryRaw<
    { id: string; created_at: Date; reason: string; counts: Record<string, number> | null }[]
  >`
    SELECT id, created_at, reason,
           (SELECT jsonb_object_agg(key, jsonb_array_length(value)) FROM jsonb_each(entities)
            WHERE jsonb_typeof(value) = 'array') AS counts
    FROM backups ORDER BY created_at DESC, id DESC`;
  return rows.map((r) => ({
    id: r.id,
    createdAt: new Date(r.created_at),
    reason: r.reason,
    ...perEntity((e) => r.counts?.[e.key] ?? 0),
  }));
}

/** One backup as its downloadable record ({projects, blogs, …, timestamp, version}), or null. */
export async function getBackupRecord(prisma: Db, id: string): Promise<BackupRecord | null> {
  if (!isStorableText(id)) return null; // no stored id holds a NUL (the database would refuse the query)
  const row = await prisma.backup.findUnique({ where: { id } });
  if (!row) return null;
  const lists = row.entities as Record<string, unknown>;
  return backupRecordSchema.parse({
    ...Object.fromEntries(
      entities.filter((e) => alwaysInFiles(e) || lists[e.key] !== undefined).map((e) => [e.key, lists[e.key] ?? []]),
    ),
    timestamp: row.createdAt.toISOString(),
    version: row.version,
  });
}

export const backupFileName = (createdAt: Date) =>
  `studio-backup-${createdAt.toISOString().slice(0, 19).replace(/[T:]/g, "-")}.json`;

/** The System page's data cards: whether any content exists (Migrate is offered only before), how much of each kind
 *  the database holds, and the backup history. */
export async function dataCardsData() {
  const prisma = await db();
  const [marked, backups, counts] = await Promise.all([
    MIGRATION_MARKER.codec.count(prisma),
    listBackups(prisma),
    Promise.all(contentTypes.map(async (type) => ({ label: type.labels.many, count: await type.store.count(prisma) }))),
  ]);
  return { hasProjects: marked > 0, backups, counts };
}

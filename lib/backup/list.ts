import "server-only";
import { isStorableText } from "@/lib/validation";
import type { Db } from "./client";
import { backupRecordSchema, type BackupRecord, type BackupSummary } from "./record";

/** The history, newest first, with counts (computed in the database, without loading the snapshots). */
export async function listBackups(prisma: Db): Promise<BackupSummary[]> {
  const rows = await prisma.$queryRaw<{ id: string; created_at: Date; reason: string; projects: number; blogs: number }[]>`
    SELECT id, created_at, reason,
           jsonb_array_length(projects)::int AS projects, jsonb_array_length(blogs)::int AS blogs
    FROM backups ORDER BY created_at DESC, id DESC`;
  return rows.map((r) => ({ id: r.id, createdAt: new Date(r.created_at), reason: r.reason, projects: r.projects, blogs: r.blogs }));
}

/** One backup as its downloadable record, or null. */
export async function getBackupRecord(prisma: Db, id: string): Promise<BackupRecord | null> {
  if (!isStorableText(id)) return null; // no stored id holds a NUL (the database would refuse the query)
  const row = await prisma.backup.findUnique({ where: { id } });
  if (!row) return null;
  return backupRecordSchema.parse({
    projects: row.projects, blogs: row.blogs, timestamp: row.createdAt.toISOString(), version: row.version,
  });
}

export const backupFileName = (createdAt: Date) =>
  `studio-backup-${createdAt.toISOString().slice(0, 19).replace(/[T:]/g, "-")}.json`;

import { z } from "zod";
import { FORMAT_VERSION } from "./limits";

/** The backup record: what a Backup row holds and what its download contains. */
export const backupRecordSchema = z.object({
  projects: z.array(z.unknown()),
  blogs: z.array(z.unknown()),
  timestamp: z.iso.datetime(),
  version: z.literal(FORMAT_VERSION),
});
export type BackupRecord = z.infer<typeof backupRecordSchema>;

/** Why a backup was taken: by the owner, or automatically before a restore, an import or a migration. */
export const BACKUP_REASONS = ["manual", "before-restore", "before-import", "cli"] as const;
export type BackupReason = (typeof BACKUP_REASONS)[number];

/** One entry of the history list on the dashboard. */
export interface BackupSummary {
  id: string;
  createdAt: Date;
  reason: string;
  projects: number;
  blogs: number;
}

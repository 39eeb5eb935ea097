import { z } from "zod";
import { alwaysInFiles, perEntity, type EntityCounts } from "@/lib/entities";
import { READABLE_VERSIONS } from "./limits";

/** The backup record: what a Backup row holds and what its download contains ({projects, blogs, …, timestamp,
 *  version}); a backup taken before media, settings, redirects or testimonials were kept has no list of them. */
export const backupRecordSchema = z.object({
  ...perEntity((e) => (alwaysInFiles(e) ? z.array(z.unknown()) : z.array(z.unknown()).optional())),
  timestamp: z.iso.datetime(),
  version: z.enum(READABLE_VERSIONS),
});
export type BackupRecord = z.infer<typeof backupRecordSchema>;

/** Why a backup was taken: by the owner, or automatically before a restore, an import or a migration. */
export type BackupReason = "manual" | "before-restore" | "before-import" | "cli";

/** One entry of the history list on the dashboard, with how many records of each entity it holds. */
export type BackupSummary = EntityCounts & {
  id: string;
  createdAt: Date;
  reason: string;
};

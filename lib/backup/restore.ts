import "server-only";
import type { Db, WriteOptions } from "./client";
import { takeBackup } from "./create";
import { parseContentData } from "./file";
import { CONTENT_TRANSACTION } from "./limits";
import { countsOf, replaceContent } from "./store";
import { inTransaction } from "@/lib/db/transaction";

export class BackupNotFoundError extends Error {
  constructor(id: string) {
    super(`There is no backup ${id}`);
    this.name = "BackupNotFoundError";
  }
}

class BackupUnreadableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "BackupUnreadableError";
  }
}

/** Restore: in one transaction, back up the current state, then replace every entity's records with the backup's.
 *  Any failure rolls everything back (including the automatic backup). */
export async function restoreBackup(prisma: Db, id: string, options: WriteOptions = {}) {
  return inTransaction(
    prisma,
    async (tx) => {
      const backup = await tx.backup.findUnique({ where: { id } });
      if (!backup) throw new BackupNotFoundError(id);
      const parsed = parseContentData({ ...(backup.entities as object), version: backup.version });
      if (!parsed.ok) throw new BackupUnreadableError(parsed.message);
      const safety = await takeBackup(tx, "before-restore");
      await replaceContent(tx, parsed.content, options);
      return {
        restoredFrom: backup.createdAt,
        safetyBackupId: safety.id,
        ...countsOf(parsed.content),
      };
    },
    CONTENT_TRANSACTION,
  );
}

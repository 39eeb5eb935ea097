import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import type { Db, Tx } from "./client";
import { BACKUP_HISTORY_SIZE, CONTENT_TRANSACTION, FORMAT_VERSION } from "./limits";
import type { BackupReason } from "./record";
import { countsOf, readContent } from "./store";
import { inTransaction } from "@/lib/db/transaction";

/** Stores a snapshot of every entity's records (one document, keyed by entity) and deletes all but the newest five,
 *  inside the caller's transaction. */
export async function takeBackup(tx: Tx, reason: BackupReason) {
  const content = await readContent(tx);
  const backup = await tx.backup.create({
    data: { entities: content as Prisma.InputJsonObject, version: FORMAT_VERSION, reason },
    select: { id: true, createdAt: true },
  });
  const older = await tx.backup.findMany({
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    skip: BACKUP_HISTORY_SIZE,
    select: { id: true },
  });
  if (older.length) await tx.backup.deleteMany({ where: { id: { in: older.map((b) => b.id) } } });
  return { ...backup, ...countsOf(content) };
}

/** 'Create Backup': one transaction, so the history never holds more than five. */
export function createBackup(prisma: Db, reason: BackupReason = "manual") {
  return inTransaction(prisma, (tx) => takeBackup(tx, reason), CONTENT_TRANSACTION);
}

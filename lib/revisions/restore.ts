import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { inTransaction, type Db } from "@/lib/db/transaction";
import { AdminActionError } from "@/lib/results/action-result";
import { notFound } from "@/lib/results/stale";
import { revisionOf, type RevisionEntity, type SaveBy } from "./store";

const REVISION_NOT_FOUND =
  "This revision no longer exists (only the last 50 are kept). Reload to see the list as it is now.";
const REVISION_UNREADABLE = "This revision cannot be restored: its saved copy is not readable.";

/** How an entity reads a snapshot back (its codec) and saves it as an update (its mutation, which records the revision). */
export interface RestoreTarget<D> {
  entity: RevisionEntity;
  read: (
    snapshot: unknown,
  ) => { success: true; data: D & { id: string; createdAt?: Date; updatedAt?: Date } } | { success: false };
  update: (
    tx: Prisma.TransactionClient,
    id: string,
    data: D,
    openedAt: string,
    slug: string,
    by: SaveBy,
  ) => Promise<{ id: string; updatedAt: Date }>;
}

/** Makes an earlier revision the current item again, as an update of the version the owner looked at (`openedAt`:
 *  refused as stale when it changed since), which is itself a new revision. The item keeps its current address. */
export function restoreRevision<D>(
  prisma: Db,
  target: RestoreTarget<D>,
  id: string,
  revisionId: number,
  openedAt: string,
  actor: string,
) {
  return inTransaction(prisma, async (tx) => {
    const revision = await revisionOf(tx, target.entity, id, revisionId);
    if (!revision) throw notFound(REVISION_NOT_FOUND);
    const parsed = target.read(revision.snapshot);
    if (!parsed.success) throw new AdminActionError(REVISION_UNREADABLE, "failed");
    const { id: _oldId, createdAt: _created, updatedAt: _updated, ...data } = parsed.data;
    return target.update(tx, id, data as D, openedAt, id, { actor, restoredFrom: revision.createdAt });
  });
}

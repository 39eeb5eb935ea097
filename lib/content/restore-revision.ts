import "server-only";
import { inTransaction, type Db } from "@/lib/db/transaction";
import { AdminActionError } from "@/lib/results/action-result";
import { notFound } from "@/lib/results/stale";
import { revisionOf } from "@/lib/revisions/store";
import { updateItem } from "./mutations";
import type { AnyContentType, ItemData } from "./type";

const REVISION_NOT_FOUND =
  "This revision no longer exists (only the last 50 are kept). Reload to see the list as it is now.";
const REVISION_UNREADABLE = "This revision cannot be restored: its saved copy is not readable.";

/** Makes an earlier revision the current item again, as an update of the version the owner looked at (`openedAt`:
 *  refused as stale when it changed since), which is itself a new revision. The item keeps its current address. */
export function restoreItemRevision(
  prisma: Db,
  type: AnyContentType,
  id: string,
  revisionId: number,
  openedAt: string,
  actor: string,
) {
  return inTransaction(prisma, async (tx) => {
    const revision = await revisionOf(tx, type.name, id, revisionId);
    if (!revision) throw notFound(REVISION_NOT_FOUND);
    const parsed = type.entity.codec.schema.safeParse(type.entity.codec.normalise(revision.snapshot));
    if (!parsed.success) throw new AdminActionError(REVISION_UNREADABLE, "failed");
    const {
      id: _oldId,
      createdAt: _created,
      updatedAt: _updated,
      ...data
    } = parsed.data as ItemData & {
      id: string;
      createdAt?: Date;
      updatedAt?: Date;
    };
    return updateItem(tx, type, id, data, openedAt, id, { actor, restoredFrom: revision.createdAt });
  });
}

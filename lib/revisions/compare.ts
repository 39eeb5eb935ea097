import "server-only";
import type { Db } from "@/lib/db/transaction";
import { diffSnapshots, type RevisionFields } from "./diff";
import type { RevisionComparison, RevisionMeta } from "./types";
import { latestRevision, revisionOf, revisionSavedAt, type RevisionEntity } from "./store";

type Row = NonNullable<Awaited<ReturnType<typeof revisionOf>>>;

export const VERSION_GONE_MESSAGE = "That version is no longer in the history (only the last 50 saves are kept).";

const revisionMeta = (r: Omit<Row, "snapshot" | "entity" | "itemId" | "itemUpdatedAt">): RevisionMeta => ({
  id: r.id,
  action: r.action,
  author: r.author,
  createdAt: r.createdAt.toISOString(),
  restoredFrom: r.restoredFrom?.toISOString() ?? null,
  changed: r.changed,
});

const compared = (from: Row, to: Row, fields: RevisionFields): RevisionComparison => ({
  from: revisionMeta(from),
  to: revisionMeta(to),
  changes: diffSnapshots(from.snapshot, to.snapshot, fields),
});

/** Compares two revisions of one item (either order); null when one of them is gone. */
export async function compareRevisions(
  db: Db,
  entity: RevisionEntity,
  itemId: string,
  fromId: number,
  toId: number,
  fields: RevisionFields,
) {
  const [from, to] = await Promise.all([revisionOf(db, entity, itemId, fromId), revisionOf(db, entity, itemId, toId)]);
  return from && to ? compared(from, to, fields) : null;
}

/** What changed from the version a form opened (saved at `openedAt`) to the item's current one; null when that
 *  version is no longer in the history. */
export async function changesSince(
  db: Db,
  entity: RevisionEntity,
  itemId: string,
  openedAt: Date,
  fields: RevisionFields,
) {
  const [from, to] = await Promise.all([
    revisionSavedAt(db, entity, itemId, openedAt),
    latestRevision(db, entity, itemId),
  ]);
  return from && to ? compared(from, to, fields) : null;
}

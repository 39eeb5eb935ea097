import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { forgetRevisionsOfGone } from "@/lib/revisions/store";
import { afterPublishingChange } from "@/lib/publishing/guard";
import { AdminActionError } from "@/lib/results/action-result";
import { notFound } from "@/lib/results/stale";
import { TRASH_DAYS } from "./days";
import { TRASH_KINDS, type TrashEntity } from "./kinds";

type Tx = Prisma.TransactionClient;

export { TRASH_DAYS, type TrashEntity };
const DAY_MS = 86_400_000;

export const trashTags = (entity: TrashEntity, id: string) => TRASH_KINDS[entity].tags(id);

/** Moves projects or posts to the trash (inside the caller's transaction): each is snapshotted as a backup writes
 *  it, then deleted. All or none: an id that no longer exists refuses the whole move. */
export async function moveToTrash(tx: Tx, entity: TrashEntity, ids: string[], actor: string) {
  const kind = TRASH_KINDS[entity];
  const unique = [...new Set(ids)];
  const rows = await kind.rows(tx, unique);
  if (rows.length !== unique.length) {
    throw notFound(
      unique.length === 1 ? `${kind.label} not found` : "Some of these items no longer exist. Nothing was deleted.",
    );
  }
  const items = [];
  for (const row of rows) {
    items.push(
      await tx.trashItem.create({
        data: {
          entity,
          entityId: row.id,
          title: row.title,
          snapshot: row.snapshot as Prisma.InputJsonValue,
          deletedBy: actor,
        },
      }),
    );
  }
  const { count } = await kind.remove(tx, unique);
  // A concurrent delete of the same row got there first: its trash copy stands, this one rolls back.
  if (count !== unique.length) throw notFound("Some of these items no longer exist. Nothing was deleted.");
  for (const id of unique) afterPublishingChange(kind.list, id, null);
  return items.map((i) => ({ trashId: i.id, entity, entityId: i.entityId }));
}

/** Puts trashed items back as they were (same id, same dates), all or none. An item whose id is taken again (a new
 *  project with the same title) is refused with a message, so nothing is overwritten. */
export async function restoreFromTrash(tx: Tx, trashIds: string[], actor: string) {
  const unique = [...new Set(trashIds)];
  const items = await tx.trashItem.findMany({ where: { id: { in: unique } } });
  if (items.length !== unique.length) throw notFound("This item is no longer in the trash.");
  for (const item of items) {
    const entity = item.entity as TrashEntity;
    const kind = TRASH_KINDS[entity];
    if (await kind.taken(tx, item.entityId))
      throw new AdminActionError(
        `"${item.title}" cannot be restored: its address (${item.entityId}) is used by another item now.`,
        "stale",
      );
    if (!(await kind.writeBack(tx, entity, item.snapshot, actor)))
      throw new AdminActionError(`"${item.title}" cannot be restored: its saved copy is not readable.`, "failed");
  }
  await tx.trashItem.deleteMany({ where: { id: { in: unique } } });
  return items.map((i) => ({ entity: i.entity as TrashEntity, entityId: i.entityId, title: i.title }));
}

/** Removes items deleted more than TRASH_DAYS ago (the retention job), and the history of items gone for good. */
export async function pruneTrash(tx: Tx, now: Date) {
  const { count } = await tx.trashItem.deleteMany({
    where: { deletedAt: { lt: new Date(now.getTime() - TRASH_DAYS * DAY_MS) } },
  });
  await forgetRevisionsOfGone(tx);
  return count;
}

export function trashList(tx: Tx) {
  return tx.trashItem.findMany({
    orderBy: [{ deletedAt: "desc" }, { id: "asc" }],
    select: { id: true, entity: true, entityId: true, title: true, deletedBy: true, deletedAt: true },
  });
}

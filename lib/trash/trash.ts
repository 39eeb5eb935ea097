import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { forgetRevisionsOfGone } from "@/lib/revisions/store";
import { afterPublishingChange } from "@/lib/publishing/guard";
import { AdminActionError } from "@/lib/results/action-result";
import { notFound } from "@/lib/results/stale";
import { recordSave } from "@/lib/revisions/store";
import { snapshotOf } from "@/lib/content/snapshot";
import type { AnyContentType } from "@/lib/content/type";
import { contentTypeNamed, contentTypes } from "@/lib/content-types";
import { TRASH_DAYS } from "./days";

type Tx = Prisma.TransactionClient;

export { TRASH_DAYS };
const DAY_MS = 86_400_000;

const sentenceCase = (text: string) => `${text[0].toUpperCase()}${text.slice(1)}`;

/** Moves items of one type to the trash (inside the caller's transaction): each is snapshotted as a backup writes
 *  it, then deleted. All or none: an id that no longer exists refuses the whole move. */
export async function moveToTrash(tx: Tx, type: AnyContentType, ids: string[], actor: string) {
  const entity = type.name;
  const unique = [...new Set(ids)];
  const rows = (await type.store.findMany(tx, unique)).map((item) => ({
    id: item.id,
    title: item.title,
    snapshot: snapshotOf(item),
  }));
  if (rows.length !== unique.length) {
    throw notFound(
      unique.length === 1
        ? `${sentenceCase(type.labels.item)} not found`
        : "Some of these items no longer exist. Nothing was deleted.",
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
  const count = await type.store.remove(tx, unique);
  // A concurrent delete of the same row got there first: its trash copy stands, this one rolls back.
  if (count !== unique.length) throw notFound("Some of these items no longer exist. Nothing was deleted.");
  for (const id of unique) afterPublishingChange(type.name, id, null);
  return items.map((i) => ({ trashId: i.id, entity, entityId: i.entityId }));
}

/** Puts trashed items back as they were (same id, same dates), all or none. An item whose id is taken again (a new
 *  project with the same title) is refused with a message, so nothing is overwritten. */
export async function restoreFromTrash(tx: Tx, trashIds: string[], actor: string) {
  const unique = [...new Set(trashIds)];
  const items = await tx.trashItem.findMany({ where: { id: { in: unique } } });
  if (items.length !== unique.length) throw notFound("This item is no longer in the trash.");
  for (const item of items) {
    const type = contentTypeNamed(item.entity);
    if (!type) throw new AdminActionError(`"${item.title}" cannot be restored: its kind is unknown.`, "failed");
    if (await type.store.exists(tx, item.entityId))
      throw new AdminActionError(
        `"${item.title}" cannot be restored: its address (${item.entityId}) is used by another item now.`,
        "stale",
      );
    if (!(await writeBack(tx, type, item.snapshot, actor)))
      throw new AdminActionError(`"${item.title}" cannot be restored: its saved copy is not readable.`, "failed");
  }
  await tx.trashItem.deleteMany({ where: { id: { in: unique } } });
  return items.map((i) => ({ type: contentTypeNamed(i.entity)!, entityId: i.entityId, title: i.title }));
}

/** Removes items deleted more than TRASH_DAYS ago (the retention job), and the history of items gone for good. */
export async function pruneTrash(tx: Tx, now: Date) {
  const { count } = await tx.trashItem.deleteMany({
    where: { deletedAt: { lt: new Date(now.getTime() - TRASH_DAYS * DAY_MS) } },
  });
  await forgetRevisionsOfGone(tx, contentTypes);
  return count;
}

export function trashList(tx: Tx) {
  return tx.trashItem.findMany({
    orderBy: [{ deletedAt: "desc" }, { id: "asc" }],
    select: { id: true, entity: true, entityId: true, title: true, deletedBy: true, deletedAt: true },
  });
}

/** Writes a trashed item back through its codec (the path a backup restore takes), with an "untrash" revision; false
 *  when the saved copy is not readable. */
async function writeBack(tx: Tx, type: AnyContentType, snapshot: unknown, actor: string) {
  const parsed = type.entity.codec.schema.safeParse(type.entity.codec.normalise(snapshot));
  if (!parsed.success) return false;
  await type.entity.codec.create(tx, parsed.data);
  const item = (await type.store.find(tx, parsed.data.id))!;
  await recordSave(tx, {
    entity: type.name,
    itemId: item.id,
    before: null,
    after: snapshotOf(item),
    fields: type.revisionFields,
    by: { actor },
    action: "untrash",
  });
  return true;
}

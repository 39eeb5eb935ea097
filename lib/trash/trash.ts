import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { fromProjectRow } from "@/lib/projects/mapping";
import { fromBlogRow } from "@/lib/blog/mapping";
import { projectTags } from "@/lib/projects/mutations";
import { blogTags } from "@/lib/blog/mutations";
import { serialize } from "@/lib/entity/codec";
import { projectCodec } from "@/lib/projects/codec";
import { blogCodec } from "@/lib/blog/codec";
import { afterPublishingChange } from "@/lib/publishing/guard";
import { AdminActionError } from "@/lib/results/action-result";
import { notFound } from "@/lib/results/stale";

type Tx = Prisma.TransactionClient;

import { TRASH_DAYS } from "./days";

export { TRASH_DAYS };
const DAY_MS = 86_400_000;

export type TrashEntity = "project" | "blog";

export const trashTags = (entity: TrashEntity, id: string) => (entity === "project" ? projectTags(id) : blogTags(id));

async function rowsOf(tx: Tx, entity: TrashEntity, ids: string[]) {
  if (entity === "project") {
    const rows = await tx.project.findMany({ where: { id: { in: ids } } });
    return rows.map((r) => ({ id: r.id, title: r.title, snapshot: serialize(fromProjectRow(r)) }));
  }
  const rows = await tx.blogPost.findMany({ where: { id: { in: ids } } });
  return rows.map((r) => ({ id: r.id, title: r.title, snapshot: serialize(fromBlogRow(r)) }));
}

/** Writes a snapshot back through its entity's codec (the same path a backup restore takes); false if unreadable. */
async function writeBack(tx: Tx, entity: TrashEntity, snapshot: unknown): Promise<boolean> {
  if (entity === "project") {
    const parsed = projectCodec.schema.safeParse(projectCodec.normalise(snapshot));
    if (parsed.success) await projectCodec.create(tx, parsed.data);
    return parsed.success;
  }
  const parsed = blogCodec.schema.safeParse(blogCodec.normalise(snapshot));
  if (parsed.success) await blogCodec.create(tx, parsed.data);
  return parsed.success;
}

/** Moves projects or posts to the trash (inside the caller's transaction): each is snapshotted as a backup writes
 *  it, then deleted. All or none: an id that no longer exists refuses the whole move. */
export async function moveToTrash(tx: Tx, entity: TrashEntity, ids: string[], actor: string) {
  const unique = [...new Set(ids)];
  const rows = await rowsOf(tx, entity, unique);
  if (rows.length !== unique.length) {
    throw notFound(unique.length === 1 ? `${entity === "project" ? "Project" : "Blog post"} not found` : "Some of these items no longer exist. Nothing was deleted.");
  }
  const items = [];
  for (const row of rows) {
    items.push(await tx.trashItem.create({
      data: { entity, entityId: row.id, title: row.title, snapshot: row.snapshot as Prisma.InputJsonValue, deletedBy: actor },
    }));
  }
  const { count } = entity === "project"
    ? await tx.project.deleteMany({ where: { id: { in: unique } } })
    : await tx.blogPost.deleteMany({ where: { id: { in: unique } } });
  // A concurrent delete of the same row got there first: its trash copy stands, this one rolls back.
  if (count !== unique.length) throw notFound("Some of these items no longer exist. Nothing was deleted.");
  for (const id of unique) afterPublishingChange(entity === "project" ? "projects" : "blog", id, null);
  return items.map((i) => ({ trashId: i.id, entity, entityId: i.entityId }));
}

/** Puts trashed items back as they were (same id, same dates), all or none. An item whose id is taken again (a new
 *  project with the same title) is refused with a message, so nothing is overwritten. */
export async function restoreFromTrash(tx: Tx, trashIds: string[]) {
  const unique = [...new Set(trashIds)];
  const items = await tx.trashItem.findMany({ where: { id: { in: unique } } });
  if (items.length !== unique.length) throw notFound("This item is no longer in the trash.");
  for (const item of items) {
    const entity = item.entity as TrashEntity;
    const taken = entity === "project"
      ? await tx.project.count({ where: { id: item.entityId } })
      : await tx.blogPost.count({ where: { id: item.entityId } });
    if (taken) throw new AdminActionError(`"${item.title}" cannot be restored: its address (${item.entityId}) is used by another item now.`, "stale");
    if (!(await writeBack(tx, entity, item.snapshot))) throw new AdminActionError(`"${item.title}" cannot be restored: its saved copy is not readable.`, "failed");
  }
  await tx.trashItem.deleteMany({ where: { id: { in: unique } } });
  return items.map((i) => ({ entity: i.entity as TrashEntity, entityId: i.entityId, title: i.title }));
}

/** Removes items deleted more than TRASH_DAYS ago (the retention job). */
export async function pruneTrash(tx: Tx, now: Date) {
  const { count } = await tx.trashItem.deleteMany({ where: { deletedAt: { lt: new Date(now.getTime() - TRASH_DAYS * DAY_MS) } } });
  return count;
}

export function trashList(tx: Tx) {
  return tx.trashItem.findMany({ orderBy: [{ deletedAt: "desc" }, { id: "asc" }], select: { id: true, entity: true, entityId: true, title: true, deletedBy: true, deletedAt: true } });
}

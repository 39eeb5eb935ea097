import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { projectTags } from "@/lib/projects/mutations";
import { blogTags } from "@/lib/blog/mutations";
import { projectCodec, projectSnapshot } from "@/lib/projects/codec";
import { blogCodec, blogSnapshot } from "@/lib/blog/codec";
import { PROJECT_REVISION_FIELDS } from "@/lib/projects/revision-fields";
import { BLOG_REVISION_FIELDS } from "@/lib/blog/revision-fields";
import { forgetRevisionsOfGone, recordSave } from "@/lib/revisions/store";
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
    return rows.map((r) => ({ id: r.id, title: r.title, snapshot: projectSnapshot(r) }));
  }
  const rows = await tx.blogPost.findMany({ where: { id: { in: ids } } });
  return rows.map((r) => ({ id: r.id, title: r.title, snapshot: blogSnapshot(r) }));
}

/** Writes a snapshot back through its entity's codec (the same path a backup restore takes) and records it in the
 *  item's history (which stayed while it was in the trash); false if unreadable. */
async function writeBack(tx: Tx, entity: TrashEntity, snapshot: unknown, actor: string): Promise<boolean> {
  const by = { actor }, action = "untrash" as const;
  if (entity === "project") {
    const parsed = projectCodec.schema.safeParse(projectCodec.normalise(snapshot));
    if (!parsed.success) return false;
    await projectCodec.create(tx, parsed.data);
    const row = await tx.project.findUniqueOrThrow({ where: { id: parsed.data.id } });
    await recordSave(tx, { entity, itemId: row.id, before: null, after: projectSnapshot(row), fields: PROJECT_REVISION_FIELDS, by, action });
    return true;
  }
  const parsed = blogCodec.schema.safeParse(blogCodec.normalise(snapshot));
  if (!parsed.success) return false;
  await blogCodec.create(tx, parsed.data);
  const row = await tx.blogPost.findUniqueOrThrow({ where: { id: parsed.data.id } });
  await recordSave(tx, { entity, itemId: row.id, before: null, after: blogSnapshot(row), fields: BLOG_REVISION_FIELDS, by, action });
  return true;
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
export async function restoreFromTrash(tx: Tx, trashIds: string[], actor: string) {
  const unique = [...new Set(trashIds)];
  const items = await tx.trashItem.findMany({ where: { id: { in: unique } } });
  if (items.length !== unique.length) throw notFound("This item is no longer in the trash.");
  for (const item of items) {
    const entity = item.entity as TrashEntity;
    const taken = entity === "project"
      ? await tx.project.count({ where: { id: item.entityId } })
      : await tx.blogPost.count({ where: { id: item.entityId } });
    if (taken) throw new AdminActionError(`"${item.title}" cannot be restored: its address (${item.entityId}) is used by another item now.`, "stale");
    if (!(await writeBack(tx, entity, item.snapshot, actor))) throw new AdminActionError(`"${item.title}" cannot be restored: its saved copy is not readable.`, "failed");
  }
  await tx.trashItem.deleteMany({ where: { id: { in: unique } } });
  return items.map((i) => ({ entity: i.entity as TrashEntity, entityId: i.entityId, title: i.title }));
}

/** Removes items deleted more than TRASH_DAYS ago (the retention job), and the history of items gone for good. */
export async function pruneTrash(tx: Tx, now: Date) {
  const { count } = await tx.trashItem.deleteMany({ where: { deletedAt: { lt: new Date(now.getTime() - TRASH_DAYS * DAY_MS) } } });
  await forgetRevisionsOfGone(tx);
  return count;
}

export function trashList(tx: Tx) {
  return tx.trashItem.findMany({ orderBy: [{ deletedAt: "desc" }, { id: "asc" }], select: { id: true, entity: true, entityId: true, title: true, deletedBy: true, deletedAt: true } });
}

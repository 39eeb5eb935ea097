"use server";

import { z } from "zod";
import { adminAction } from "@/lib/admin/action";
import { itemIdSchema } from "@/lib/validation";
import { projectTags } from "@/lib/projects/mutations";
import { blogTags } from "@/lib/blog/mutations";
import { moveToTrash, restoreFromTrash, trashTags } from "./trash";
import { bulkIdsSchema } from "./schema";
import { onItems, type ContentKind } from "@/lib/access/content";

/** Deleting needs content.delete on the items (an author: only drafts they created). */
const byId = (kind: ContentKind) => onItems<{ id: string }>(kind, "content.delete", (input) => [input.id]);
const byIds = (kind: ContentKind) => onItems<{ ids: string[] }>(kind, "content.delete", (input) => input.ids);

/** Delete: the project goes to the trash (kept 30 days, Undo restores it). */
export const deleteProjectAction = adminAction(
  byId("project"),
  z.object({ id: itemIdSchema }),
  async ({ id }, { prisma, session }) => {
    const moved = await moveToTrash(prisma, "project", [id], session.email);
    return {
      data: { trashIds: moved.map((m) => m.trashId) },
      audit: { action: "delete", entity: "project", entityId: id },
      tags: projectTags(id),
    };
  },
);

/** Bulk delete of the selected rows, all or none, into the trash. */
export const deleteProjectsAction = adminAction(
  byIds("project"),
  bulkIdsSchema,
  async ({ ids }, { prisma, session }) => {
    const moved = await moveToTrash(prisma, "project", ids, session.email);
    return {
      data: { trashIds: moved.map((m) => m.trashId) },
      audit: { action: "delete", entity: "project", entityId: `${moved.length} items` },
      tags: [...new Set(moved.flatMap((m) => projectTags(m.entityId)))],
    };
  },
);

/** Delete: the post goes to the trash (kept 30 days, Undo restores it). */
export const deleteBlogPostAction = adminAction(
  byId("blog"),
  z.object({ id: itemIdSchema }),
  async ({ id }, { prisma, session }) => {
    const moved = await moveToTrash(prisma, "blog", [id], session.email);
    return {
      data: { trashIds: moved.map((m) => m.trashId) },
      audit: { action: "delete", entity: "blog", entityId: id },
      tags: blogTags(id),
    };
  },
);

/** Bulk delete of the selected rows, all or none, into the trash. */
export const deleteBlogPostsAction = adminAction(byIds("blog"), bulkIdsSchema, async ({ ids }, { prisma, session }) => {
  const moved = await moveToTrash(prisma, "blog", ids, session.email);
  return {
    data: { trashIds: moved.map((m) => m.trashId) },
    audit: { action: "delete", entity: "blog", entityId: `${moved.length} items` },
    tags: [...new Set(moved.flatMap((m) => blogTags(m.entityId)))],
  };
});

/** Undo after a delete, or Restore in the Trash view: the items come back as they were. */
export const restoreFromTrashAction = adminAction(
  "trash.manage",
  bulkIdsSchema,
  async ({ ids }, { prisma, session }) => {
    const restored = await restoreFromTrash(prisma, ids, session.email);
    return {
      data: { restored: restored.map((r) => r.title) },
      audit: {
        action: "restore",
        entity: restored.length === 1 ? restored[0].entity : "trash",
        entityId: restored.length === 1 ? restored[0].entityId : `${restored.length} items`,
      },
      tags: [...new Set(restored.flatMap((r) => trashTags(r.entity, r.entityId)))],
    };
  },
);

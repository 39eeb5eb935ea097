"use server";

import { adminAction } from "@/lib/admin/action";
import { itemTags } from "@/lib/content/type";
import { moveToTrash } from "@/lib/trash/trash";
import { contentTypeNamed } from "@/lib/content-types";
import { typedIdsSchema } from "../schemas";

/** Delete (one item, or the selected rows, all or none): into the trash, kept 30 days; Undo brings them back. */
export const deleteItemsAction = adminAction(typedIdsSchema, async ({ type: name, ids }, { prisma, session }) => {
  const type = contentTypeNamed(name)!;
  const moved = await moveToTrash(prisma, type, ids, session.email);
  return {
    data: { trashIds: moved.map((m) => m.trashId) },
    audit: {
      action: "delete",
      entity: type.name,
      entityId: moved.length === 1 ? moved[0].entityId : `${moved.length} items`,
    },
    tags: [...new Set(moved.flatMap((m) => itemTags(type, m.entityId)))],
  };
});

"use server";

import { adminAction } from "@/lib/admin/action";
import { onItems } from "@/lib/collections/access";
import { itemTags } from "@/lib/content/type";
import { moveToTrash } from "@/lib/trash/trash";
import { contentTypeNamed } from "@/lib/content-types";
import { typedIdsSchema } from "../schemas";

/** Delete (one item, or the selected rows, all or none): into the trash, kept 30 days; Undo brings them back. Needs
 *  content.delete on every item (an author: only the drafts they created). */
export const deleteItemsAction = adminAction(
  onItems(
    (input: { type: string; ids: string[] }) => input.type,
    "content.delete",
    (input) => input.ids,
  ),
  typedIdsSchema,
  async ({ type: name, ids }, { prisma, session }) => {
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
  },
);

"use server";

import { adminAction } from "@/lib/admin/action";
import { itemTags } from "@/lib/content/type";
import { restoreFromTrash } from "./trash";
import { bulkIdsSchema } from "./schema";

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
        entity: restored.length === 1 ? restored[0].type.name : "trash",
        entityId: restored.length === 1 ? restored[0].entityId : `${restored.length} items`,
      },
      tags: [...new Set(restored.flatMap((r) => itemTags(r.type, r.entityId)))],
    };
  },
);

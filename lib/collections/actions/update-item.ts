"use server";

import { adminAction } from "@/lib/admin/action";
import { updateItem } from "@/lib/content/mutations";
import { itemTags } from "@/lib/content/type";
import { contentTypeNamed } from "@/lib/content-types";
import { updateItemSchema } from "../schemas";

/** Update …: refused as stale when the item changed since the form opened; a new slug redirects the old address. */
export const updateItemAction = adminAction(
  updateItemSchema,
  async ({ type: name, id, openedAt, slug, item }, { prisma, session }) => {
    const type = contentTypeNamed(name)!;
    const saved = await updateItem(prisma, type, id, item, openedAt, slug, { actor: session.email });
    return {
      data: { id: saved.id, updatedAt: saved.updatedAt.toISOString() },
      audit: { action: "update", entity: type.name, entityId: saved.id },
      tags: [...new Set([...itemTags(type, id), ...itemTags(type, saved.id)])],
    };
  },
);

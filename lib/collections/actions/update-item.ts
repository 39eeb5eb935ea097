"use server";

import { adminAction } from "@/lib/admin/action";
import { onItems } from "@/lib/collections/access";
import { updateItem } from "@/lib/content/mutations";
import { itemTags } from "@/lib/content/type";
import { contentTypeNamed } from "@/lib/content-types";
import { updateItemSchema } from "../schemas";

type Update = { type: string; id: string; item?: { status?: string } };

/** Update …: refused as stale when the item changed since the form opened; a new slug redirects the old address. */
export const updateItemAction = adminAction(
  onItems(
    (input: Update) => input.type,
    "content.edit",
    (input) => [input.id],
    {
      status: (input) => input.item?.status,
    },
  ),
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

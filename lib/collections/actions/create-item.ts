"use server";

import { adminAction } from "@/lib/admin/action";
import { createItem } from "@/lib/content/mutations";
import { itemTags } from "@/lib/content/type";
import { contentTypeNamed } from "@/lib/content-types";
import { createItemSchema } from "../schemas";

/** Add New …: the item, at its slug (typed, or made from its title), with its first revision. */
export const createItemAction = adminAction(
  createItemSchema,
  async ({ type: name, slug, item }, { prisma, session }) => {
    const type = contentTypeNamed(name)!;
    const created = await createItem(prisma, type, item, slug, { actor: session.email });
    return {
      data: { id: created.id },
      audit: { action: "create", entity: type.name, entityId: created.id },
      tags: itemTags(type, created.id),
    };
  },
);

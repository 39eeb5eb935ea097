"use server";

import { adminAction } from "@/lib/admin/action";
import { creating } from "@/lib/collections/access";
import { createItem } from "@/lib/content/mutations";
import { itemTags } from "@/lib/content/type";
import { contentTypeNamed } from "@/lib/content-types";
import { createItemSchema } from "../schemas";

/** Add New …: the item, at its slug (typed, or made from its title), with its first revision; its creator is the
 *  account that made it (an author may go on editing their own drafts). */
export const createItemAction = adminAction(
  creating((input: { item?: { status?: string } }) => input.item?.status),
  createItemSchema,
  async ({ type: name, slug, item }, { prisma, session }) => {
    const type = contentTypeNamed(name)!;
    const created = await createItem(prisma, type, item, slug, { actor: session.email, userId: session.userId });
    return {
      data: { id: created.id },
      audit: { action: "create", entity: type.name, entityId: created.id },
      tags: itemTags(type, created.id),
    };
  },
);

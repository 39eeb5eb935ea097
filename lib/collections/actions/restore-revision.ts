"use server";

import { adminAction } from "@/lib/admin/action";
import { restoringRevision } from "@/lib/collections/access";
import { restoreRevisionSchema } from "@/lib/revisions/schema";
import { restoreItemRevision } from "@/lib/content/restore-revision";
import { itemTags } from "@/lib/content/type";
import { contentTypeNamed } from "@/lib/content-types";
import { typeNameSchema } from "../schemas";

/** Restore: an earlier revision becomes the item again (a new revision itself); its page updates at once. */
export const restoreRevisionAction = adminAction(
  restoringRevision((input: { type: string; id: string; revisionId: number }) => input.type),
  restoreRevisionSchema.extend({ type: typeNameSchema }),
  async ({ type: name, id, revisionId, openedAt }, { prisma, session }) => {
    const type = contentTypeNamed(name)!;
    const row = await restoreItemRevision(prisma, type, id, revisionId, openedAt, session.email);
    return {
      data: { id: row.id, updatedAt: row.updatedAt.toISOString() },
      audit: { action: "restore-revision", entity: type.name, entityId: row.id },
      tags: itemTags(type, row.id),
    };
  },
);

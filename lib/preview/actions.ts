"use server";

import { z } from "zod";
import { adminAction } from "@/lib/admin/action";
import { itemIdSchema } from "@/lib/validation";
import { AdminActionError } from "@/lib/results/action-result";
import { previewSecret } from "./access";
import { typeNameSchema } from "@/lib/collections/schemas";
import { previewedPath } from "./find";
import { sharePreviewPath } from "./paths";
import { SHARE_LIFETIME_MS, signPreviewToken } from "./token";

/** "Share preview": a link (path on this site) with a signed token that shows this one item's draft to whoever has
 *  it, for 7 days. Nothing is stored; the audit log records who made it. */
export const sharePreviewAction = adminAction(
  z.object({ kind: typeNameSchema, id: itemIdSchema }),
  async ({ kind, id }, { prisma }) => {
    if (!(await previewedPath(prisma, kind, id)))
      throw new AdminActionError("Save the item before sharing a preview of it.", "not-found");
    const now = new Date();
    const token = signPreviewToken(kind, id, previewSecret(), now);
    return {
      data: { path: sharePreviewPath(token), expiresAt: new Date(now.getTime() + SHARE_LIFETIME_MS).toISOString() },
      audit: { action: "share-preview", entity: kind, entityId: id },
      tags: [],
    };
  },
);

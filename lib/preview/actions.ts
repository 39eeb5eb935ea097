"use server";

import { z } from "zod";
import { adminAction } from "@/lib/admin/action";
import { onItems } from "@/lib/access/content";
import { itemIdSchema } from "@/lib/validation";
import { AdminActionError } from "@/lib/results/action-result";
import { previewSecret } from "./access";
import { previewItemExists } from "./find";
import { sharePreviewPath } from "./paths";
import { PREVIEW_KINDS, SHARE_LIFETIME_MS, signPreviewToken, type PreviewKind } from "./token";

/** "Share preview": a link (path on this site) with a signed token that shows this one item's draft to whoever has
 *  it, for 7 days. Nothing is stored; the audit log records who made it. */
export const sharePreviewAction = adminAction(
  onItems(
    (input: { kind: PreviewKind; id: string }) => input.kind,
    "content.edit",
    (input) => [input.id],
    {
      guardsPublic: false,
    },
  ),
  z.object({ kind: z.enum(PREVIEW_KINDS), id: itemIdSchema }),
  async ({ kind, id }, { prisma }) => {
    if (!(await previewItemExists(prisma, kind, id)))
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

"use server";

import { z } from "zod";
import { adminAction } from "@/lib/admin/action";
import { onItems } from "@/lib/collections/access";
import { itemIdSchema } from "@/lib/validation";
import { AdminActionError } from "@/lib/results/action-result";
import { previewSecret } from "./access";
import { typeNameSchema } from "@/lib/collections/schemas";
import { previewedPath } from "./find";
import { sharePreviewPath } from "./paths";
import { createShareLink, revokeShareLinks } from "./share-links";

const itemSchema = z.object({ kind: typeNameSchema, id: itemIdSchema });

/** Sharing a draft, or withdrawing a link to it, is editing the item (an author: their own drafts); it changes nothing
 *  public. */
const editing = onItems(
  (input: { kind: string; id: string }) => input.kind,
  "content.edit",
  (input) => [input.id],
  {
    guardsPublic: false,
  },
);

/** "Share preview": a link (path on this site) with a signed token that shows this one item's draft to whoever has
 *  it, for 7 days or until it is revoked. Its row records who made it; the audit log too. */
export const sharePreviewAction = adminAction(editing, itemSchema, async ({ kind, id }, { prisma, session }) => {
  const path = await previewedPath(prisma, kind, id);
  if (!path) throw new AdminActionError("Save the item before sharing a preview of it.", "not-found");
  const link = await createShareLink(prisma, { kind, id, path, createdBy: session.email, secret: previewSecret() });
  return {
    data: { path: sharePreviewPath(link.token), linkId: link.linkId, expiresAt: link.expiresAt.toISOString() },
    audit: { action: "share-preview", entity: kind, entityId: id },
    tags: [],
  };
});

/** Revokes share-preview links of an item before they expire: the one named, or every active one. A browser that
 *  opened a revoked link sees the public page again (or the link's "withdrawn" page) from its next request. */
export const revokeSharePreviewAction = adminAction(
  editing,
  itemSchema.extend({ linkId: z.string().trim().min(1).max(64).optional() }),
  async ({ kind, id, linkId }, { prisma }) => {
    const revoked = await revokeShareLinks(prisma, { kind, id, linkId });
    return { data: { revoked }, audit: { action: "revoke-share-preview", entity: kind, entityId: id }, tags: [] };
  },
);

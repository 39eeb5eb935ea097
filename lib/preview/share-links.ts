import "server-only";
import crypto from "node:crypto";
import type { Prisma, PrismaClient } from "@/generated/prisma/client";
import { SHARE_LIFETIME_MS, signPreviewToken, type PreviewKind } from "./token.mjs";

type Client = Pick<PrismaClient | Prisma.TransactionClient, "shareLink">;

/** A new share-preview link for one item: its row (which can be revoked before it expires) and its signed token. */
export async function createShareLink(
  prisma: Client,
  input: { kind: PreviewKind; id: string; path: string; createdBy: string; secret: string },
  now = new Date(),
): Promise<{ linkId: string; token: string; expiresAt: Date }> {
  const linkId = crypto.randomBytes(12).toString("base64url");
  const expiresAt = new Date(now.getTime() + SHARE_LIFETIME_MS);
  await prisma.shareLink.create({
    data: { id: linkId, kind: input.kind, itemId: input.id, createdBy: input.createdBy, createdAt: now, expiresAt },
  });
  const token = signPreviewToken({ kind: input.kind, id: input.id, linkId, path: input.path }, input.secret, now);
  return { linkId, token, expiresAt };
}

/** Whether a link still opens its item's draft: its row is there, names that item, is not revoked and not expired. */
export async function shareLinkOpens(
  prisma: Client,
  grant: { kind: PreviewKind; id: string; linkId: string },
  now = new Date(),
): Promise<boolean> {
  const link = await prisma.shareLink.findUnique({ where: { id: grant.linkId } });
  return Boolean(
    link && link.kind === grant.kind && link.itemId === grant.id && !link.revokedAt && link.expiresAt > now,
  );
}

/** The item's links that still open it, newest first. */
export const activeShareLinks = (prisma: Client, kind: PreviewKind, id: string, now = new Date()) =>
  prisma.shareLink.findMany({
    where: { kind, itemId: id, revokedAt: null, expiresAt: { gt: now } },
    orderBy: { createdAt: "desc" },
    select: { id: true, createdBy: true, createdAt: true, expiresAt: true },
  });

/** Revokes the item's active links (one of them by its id, or all): how many were revoked. */
export async function revokeShareLinks(
  prisma: Client,
  target: { kind: PreviewKind; id: string; linkId?: string },
  now = new Date(),
): Promise<number> {
  const { count } = await prisma.shareLink.updateMany({
    where: {
      kind: target.kind,
      itemId: target.id,
      ...(target.linkId && { id: target.linkId }),
      revokedAt: null,
      expiresAt: { gt: now },
    },
    data: { revokedAt: now },
  });
  return count;
}

import "server-only";
import type { PrismaClient, Prisma } from "@/generated/prisma/client";
import type { PreviewKind } from "./token.mjs";

/** Whether the item a preview names exists (any status), read uncached. */
export async function previewItemExists(
  prisma: PrismaClient | Prisma.TransactionClient,
  kind: PreviewKind,
  id: string,
): Promise<boolean> {
  const where = { where: { id }, select: { id: true } };
  const row = kind === "blog" ? await prisma.blogPost.findUnique(where) : await prisma.project.findUnique(where);
  return Boolean(row);
}

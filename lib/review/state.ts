import "server-only";
import type { Db } from "@/lib/db/transaction";
import type { AnyContentType } from "@/lib/content/type";

interface ReviewColumns {
  id: string;
  status: string;
  updatedAt: Date;
  createdById: string | null;
  reviewRequestedAt: Date | null;
  reviewNote: string | null;
}

const select = {
  id: true,
  status: true,
  updatedAt: true,
  createdById: true,
  reviewRequestedAt: true,
  reviewNote: true,
};

/** An item's review columns (every content type's table has them), or null. */
export async function reviewColumns(prisma: Db, type: AnyContentType, id: string): Promise<ReviewColumns | null> {
  const [row] = await type.store.table(prisma).findMany({ where: { id }, select });
  return (row as ReviewColumns | undefined) ?? null;
}

/** Marks an item submitted, approved or sent back, without touching updatedAt: an open editor stays current, and the
 *  history (revisions, which follow updatedAt) records only what changes the item itself. */
export async function markReview(
  prisma: Db,
  type: AnyContentType,
  id: string,
  data: { reviewRequestedAt: Date | null; reviewNote: string | null; updatedAt: Date },
) {
  await type.store.table(prisma).updateMany({ where: { id }, data });
}

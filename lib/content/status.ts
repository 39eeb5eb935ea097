import "server-only";
import { z } from "zod";
import type { Prisma } from "@/generated/prisma/client";
import { bulkIdsSchema } from "@/lib/tables/bulk-ids";
import { notFound } from "@/lib/results/stale";
import { afterPublishingChange } from "@/lib/publishing/guard";
import type { Publishing } from "@/lib/publishing/status";
import { itemTags, type AnyContentType } from "./type";

/** The two bulk changes of the admin tables: Publish (published) and Unpublish (back to draft). */
const BULK_STATUSES = ["published", "draft"] as const;
type BulkStatus = (typeof BULK_STATUSES)[number];

/** The selected rows and what they become. */
export const bulkStatusSchema = bulkIdsSchema.extend({
  status: z.enum(BULK_STATUSES, { error: "Choose publish or unpublish." }),
});

/** Publishing keeps a publish time that has come and otherwise stamps now (a schedule still ahead, or none). */
function publishTime(row: Publishing, now: Date): Date {
  return row.publishAt && row.publishAt.getTime() <= now.getTime() ? row.publishAt : now;
}

/** Sets every selected item's status inside the caller's transaction, all or none: an id that no longer exists
 *  refuses the whole change. Items already in that status are left as they are. Every item then passes through
 *  `afterPublishingChange` (an unpublished item is never brought back by the outage fallback). Returns the ids. */
async function setStatuses(
  tx: Prisma.TransactionClient,
  type: AnyContentType,
  ids: string[],
  status: BulkStatus,
  now = new Date(),
) {
  const unique = [...new Set(ids)];
  const rows = await type.store.findMany(tx, unique);
  const missing = () =>
    notFound(
      unique.length === 1
        ? `${type.labels.item[0].toUpperCase()}${type.labels.item.slice(1)} not found`
        : `Some of these items no longer exist. Nothing was ${status === "published" ? "published" : "unpublished"}.`,
    );
  if (rows.length !== unique.length) throw missing();
  const after = rows.map((row) => ({
    id: row.id,
    changed: row.status !== status,
    item: { status, publishAt: status === "published" ? publishTime(row, now) : (row.publishAt ?? null) },
  }));
  for (const { id, changed, item } of after) {
    // Deleted by someone else since it was read: the whole change is refused (the transaction rolls back).
    if (changed && !(await type.store.setPublishing(tx, id, item))) throw missing();
  }
  for (const { id, item } of after)
    afterPublishingChange(type.name, id, { status, publishAt: item.publishAt ?? undefined }, now);
  return { ids: unique, changed: after.filter((a) => a.changed).map((a) => a.id) };
}

/** A bulk Publish/Unpublish as an admin action's work: the change, its audit entry and every item's cache tags. */
export async function bulkStatusWork(
  tx: Prisma.TransactionClient,
  type: AnyContentType,
  input: z.output<typeof bulkStatusSchema>,
): Promise<{
  data: { count: number; changed: number };
  audit: { action: string; entity: string; entityId: string };
  tags: string[];
}> {
  const { ids, changed } = await setStatuses(tx, type, input.ids, input.status);
  return {
    data: { count: ids.length, changed: changed.length },
    audit: {
      action: input.status === "published" ? "publish" : "unpublish",
      entity: type.name,
      entityId: ids.length === 1 ? ids[0] : `${ids.length} items`,
    },
    tags: [...new Set(ids.flatMap((id) => itemTags(type, id)))],
  };
}

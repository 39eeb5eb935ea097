import "server-only";
import { z } from "zod";
import type { Prisma } from "@/generated/prisma/client";
import type { AdminWork } from "@/lib/admin/action";
import { bulkIdsSchema } from "@/lib/tables/bulk-ids";
import { notFound } from "@/lib/results/stale";
import { afterPublishingChange } from "./guard";
import type { PublicList } from "./known-public";
import { toStatus } from "./status";

/** The two bulk changes of the admin tables: Publish (published) and Unpublish (back to draft). */
const BULK_STATUSES = ["published", "draft"] as const;
type BulkStatus = (typeof BULK_STATUSES)[number];

/** The selected rows and what they become. */
export const bulkStatusSchema = bulkIdsSchema.extend({
  status: z.enum(BULK_STATUSES, { error: "Choose publish or unpublish." }),
});

interface StatusRow {
  id: string;
  status: string;
  publishAt: Date | null;
}

/** What the bulk change needs of a table (projects and posts share these columns). */
interface StatusTable {
  findMany(args: {
    where: { id: { in: string[] } };
    select: { id: true; status: true; publishAt: true };
  }): Promise<StatusRow[]>;
  updateMany(args: {
    where: { id: string };
    data: { status: string; publishAt: Date | null };
  }): Promise<{ count: number }>;
}

const tableOf = (tx: Prisma.TransactionClient, list: PublicList): StatusTable =>
  list === "projects" ? tx.project : tx.blogPost;

const NOUNS: Record<PublicList, string> = { projects: "Project", blog: "Blog post" };
const AUDIT_ENTITIES: Record<PublicList, string> = { projects: "project", blog: "blog" };

/** Publishing keeps a publish time that has come and otherwise stamps now (a schedule still ahead, or none). */
function publishTime(row: StatusRow, now: Date): Date {
  return row.publishAt && row.publishAt.getTime() <= now.getTime() ? row.publishAt : now;
}

/** Sets every selected item's status inside the caller's transaction, all or none: an id that no longer exists
 *  refuses the whole change. Items already in that status are left as they are. Every item then passes through
 *  `afterPublishingChange` (an unpublished item is never brought back by the outage fallback). Returns the ids. */
async function setStatuses(
  tx: Prisma.TransactionClient,
  list: PublicList,
  ids: string[],
  status: BulkStatus,
  now = new Date(),
) {
  const unique = [...new Set(ids)];
  const table = tableOf(tx, list);
  const rows = await table.findMany({
    where: { id: { in: unique } },
    select: { id: true, status: true, publishAt: true },
  });
  const missing = () =>
    notFound(
      unique.length === 1
        ? `${NOUNS[list]} not found`
        : `Some of these items no longer exist. Nothing was ${status === "published" ? "published" : "unpublished"}.`,
    );
  if (rows.length !== unique.length) throw missing();
  const after = rows.map((row) => ({
    id: row.id,
    changed: toStatus(row.status) !== status,
    item: { status, publishAt: status === "published" ? publishTime(row, now) : row.publishAt },
  }));
  for (const { id, changed, item } of after) {
    // Deleted by someone else since it was read: the whole change is refused (the transaction rolls back).
    if (changed && (await table.updateMany({ where: { id }, data: item })).count === 0) throw missing();
  }
  for (const { id, item } of after)
    afterPublishingChange(list, id, { status, publishAt: item.publishAt ?? undefined }, now);
  return { ids: unique, changed: after.filter((a) => a.changed).map((a) => a.id) };
}

/** A bulk Publish/Unpublish as an admin action's work: the change, its audit entry and every item's cache tags. */
export async function bulkStatusWork(
  tx: Prisma.TransactionClient,
  list: PublicList,
  input: z.output<typeof bulkStatusSchema>,
  tagsOf: (id: string) => string[],
): Promise<AdminWork<{ count: number; changed: number }>> {
  const { ids, changed } = await setStatuses(tx, list, input.ids, input.status);
  return {
    data: { count: ids.length, changed: changed.length },
    audit: {
      action: input.status === "published" ? "publish" : "unpublish",
      entity: AUDIT_ENTITIES[list],
      entityId: ids.length === 1 ? ids[0] : `${ids.length} items`,
    },
    tags: [...new Set(ids.flatMap((id) => tagsOf(id)))],
  };
}

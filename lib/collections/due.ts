import "server-only";
import { Prisma, type PrismaClient } from "@/generated/prisma/client";
import { inTransaction } from "@/lib/db/transaction";
import { recordStatusChange } from "@/lib/revisions/store";
import { contentTypes } from "@/lib/content-types";
import type { AnyContentType } from "@/lib/content/type";

const SCHEDULER_ACTOR = "scheduler";

/** The earliest time the scheduler must act at: a scheduled item's time (overdue ones included), or the time of an
 *  item another instance published after `since` (this instance's cache must forget it too). One raw query over every
 *  type's table; it is not a page's read. */
export async function nextPublishTime(prisma: PrismaClient, since: Date): Promise<Date | null> {
  const sources = contentTypes.map(
    (type) => Prisma.sql`SELECT publish_at FROM ${type.store.sqlSource} AS items
      WHERE status = 'scheduled' OR (status = 'published' AND publish_at > ${since})`,
  );
  const rows = await prisma.$queryRaw<{ at: Date | null }[]>`
    SELECT min(publish_at) AS at FROM (${Prisma.join(sources, " UNION ALL ")}) AS due`;
  const at = rows[0]?.at;
  return at ? new Date(at) : null;
}

/** Publishes every scheduled item whose time has come (one transaction, audited as the scheduler), each with its
 *  revision, and returns the cache tags to expire: those items', and those of items that came due since `since`
 *  (published by another instance). */
export async function publishDue(
  prisma: PrismaClient,
  now: Date,
  since: Date,
): Promise<{ published: string[]; tags: string[] }> {
  return inTransaction(prisma, async (tx) => {
    const published: string[] = [];
    const tags: string[] = [];
    for (const type of contentTypes) {
      const cameDue = await dueItems(tx, type, now, since);
      if (cameDue.length === 0) continue;
      tags.push(type.tags.list, ...cameDue.map((item) => type.tags.item(item.id)));
      const scheduled = cameDue.filter((item) => item.status === "scheduled");
      for (const item of scheduled) {
        await type.store.setPublishing(tx, item.id, { status: "published", publishAt: item.publishAt ?? null });
        const to = (await type.store.find(tx, item.id))!.updatedAt;
        await recordStatusChange(tx, type.name, item.id, {
          from: item.updatedAt,
          to,
          status: "published",
          actor: SCHEDULER_ACTOR,
        });
        published.push(`${type.name}:${item.id}`);
      }
      if (scheduled.length > 0)
        await tx.auditLog.createMany({
          data: scheduled.map((item) => ({
            actorEmail: SCHEDULER_ACTOR,
            action: "publish",
            entity: type.name,
            entityId: item.id,
          })),
        });
    }
    return { published, tags };
  });
}

/** Items of a type that are scheduled for a time that has come, or were published by the scheduler since `since`. */
async function dueItems(tx: Prisma.TransactionClient, type: AnyContentType, now: Date, since: Date) {
  const due = { status: "scheduled", publishAt: { lte: now } };
  const rows = await type.store.table(tx).findMany({
    where: { OR: [due, { status: "published", publishAt: { gt: since, lte: now } }] },
    orderBy: { id: "asc" },
  });
  return rows.map((row) => type.store.fromRow(row));
}

import "server-only";
import type { Prisma, PrismaClient } from "@/generated/prisma/client";
import { inTransaction } from "@/lib/db/transaction";
import { tags } from "@/lib/cache-tags";
import { recordStatusChange } from "@/lib/revisions/store";

const SCHEDULER_ACTOR = "scheduler";

/** The earliest time the scheduler must act at: a scheduled item's time (overdue ones included), or the time of an
 *  item another instance published after `since` (this instance's cache must forget it too). One raw query; it is
 *  not a page's read. */
export async function nextPublishTime(prisma: PrismaClient, since: Date): Promise<Date | null> {
  const rows = await prisma.$queryRaw<{ at: Date | null }[]>`
    SELECT min(publish_at) AS at FROM (
      SELECT publish_at FROM portfolios WHERE status = 'scheduled' OR (status = 'published' AND publish_at > ${since})
      UNION ALL
      SELECT publish_at FROM blogs WHERE status = 'scheduled' OR (status = 'published' AND publish_at > ${since})
    ) AS due`;
  const at = rows[0]?.at;
  return at ? new Date(at) : null;
}

/** Publishes every scheduled item whose time has come (one transaction, audited as the scheduler) and returns the
 *  cache tags to expire: those items', and those of items that came due since `since` (published by another
 *  instance). */
export async function publishDue(
  prisma: PrismaClient,
  now: Date,
  since: Date,
): Promise<{ published: string[]; tags: string[] }> {
  return inTransaction(prisma, async (tx) => {
    const dueWhere = { status: "scheduled", publishAt: { lte: now } };
    const cameDue = { OR: [dueWhere, { status: "published", publishAt: { gt: since, lte: now } }] };
    const [projects, posts] = await Promise.all([
      tx.project.findMany({ where: cameDue, select: { id: true, status: true, updatedAt: true } }),
      tx.blogPost.findMany({ where: cameDue, select: { id: true, status: true, updatedAt: true } }),
    ]);
    await tx.project.updateMany({ where: dueWhere, data: { status: "published" } });
    await tx.blogPost.updateMany({ where: dueWhere, data: { status: "published" } });
    await recordPublished(
      tx,
      "project",
      projects.filter((p) => p.status === "scheduled"),
    );
    await recordPublished(
      tx,
      "blog",
      posts.filter((p) => p.status === "scheduled"),
    );
    const audit = [
      ...projects.filter((p) => p.status === "scheduled").map((p) => ({ entity: "project", entityId: p.id })),
      ...posts.filter((p) => p.status === "scheduled").map((p) => ({ entity: "blog", entityId: p.id })),
    ];
    if (audit.length > 0)
      await tx.auditLog.createMany({
        data: audit.map((a) => ({ actorEmail: SCHEDULER_ACTOR, action: "publish", ...a })),
      });
    return {
      published: audit.map((a) => `${a.entity}:${a.entityId}`),
      tags: [
        ...(projects.length ? [tags.projects, ...projects.map((p) => tags.project(p.id))] : []),
        ...(posts.length ? [tags.blog, ...posts.map((p) => tags.blogPost(p.id))] : []),
      ],
    };
  });
}

/** Each item the scheduler published gets its revision (status: published), in the same transaction. */
async function recordPublished(
  tx: Prisma.TransactionClient,
  entity: "project" | "blog",
  items: { id: string; updatedAt: Date }[],
) {
  if (items.length === 0) return;
  const where = { id: { in: items.map((i) => i.id) } },
    select = { id: true, updatedAt: true };
  const now =
    entity === "project" ? await tx.project.findMany({ where, select }) : await tx.blogPost.findMany({ where, select });
  for (const item of items) {
    const to = now.find((r) => r.id === item.id)?.updatedAt;
    if (to)
      await recordStatusChange(tx, entity, item.id, {
        from: item.updatedAt,
        to,
        status: "published",
        actor: SCHEDULER_ACTOR,
      });
  }
}

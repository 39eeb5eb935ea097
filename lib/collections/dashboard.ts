import "server-only";
import { db } from "@/lib/db";
import { activity } from "@/lib/dashboard/activity";
import type { ActivityRange } from "@/lib/dashboard/range";
import { contentTypes } from "@/lib/content-types";
import { described } from "@/lib/audit/list";

const RECENT_COUNT = 5;

/** The dashboard's reads, uncached: for each type that has a place there its count and most recent items, then the
 *  new leads, the audit trail, the latest leads (personal data: only for a role that may read the inbox) and the
 *  activity chart. */
export async function dashboardData(range: ActivityRange, now = new Date(), { leads = true } = {}) {
  const prisma = await db();
  const shown = contentTypes.filter((type) => type.dashboard);
  const [content, newLeads, audit, latestLeads, chart] = await Promise.all([
    Promise.all(
      shown.map(async (type) => {
        const { count, recent, empty, meta, action } = type.dashboard!;
        const [total, rows] = await Promise.all([
          type.store.count(prisma),
          type.store.table(prisma).findMany({
            orderBy: { [type.store.newestFirst]: "desc" },
            take: RECENT_COUNT,
            select: { id: true, title: true, [meta]: true },
          }),
        ]);
        const items = (rows as Record<string, string | null>[]).map((row) => ({
          id: row.id!,
          title: row.title!,
          meta: row[meta],
        }));
        return {
          name: type.name,
          editPath: `${type.admin.path}/edit/`,
          newPath: `${type.admin.path}/new`,
          count,
          recent,
          empty,
          action,
          total,
          items,
        };
      }),
    ),
    prisma.lead.count({ where: { status: "new" } }),
    prisma.auditLog.findMany({ orderBy: { createdAt: "desc" }, take: 10 }).then((rows) => described(prisma, rows)),
    leads
      ? prisma.lead.findMany({
          orderBy: { createdAt: "desc" },
          take: RECENT_COUNT,
          select: { id: true, firstName: true, lastName: true, subject: true, source: true, createdAt: true },
        })
      : Promise.resolve(null),
    activity(prisma, range, now),
  ]);
  return { content, newLeads, audit, latestLeads, activity: chart };
}

export type DashboardContent = Awaited<ReturnType<typeof dashboardData>>["content"];

import "server-only";
import { db } from "@/lib/db";
import { activity } from "@/lib/dashboard/activity";
import type { ActivityRange } from "@/lib/dashboard/range";

export const RECENT_COUNT = 5;

/** Admin reads are never cached: they always show the database as it is now. The latest leads (personal data) are read
 *  only for a role that may read the inbox. */
export async function dashboardData(range: ActivityRange, now = new Date(), { leads = true } = {}) {
  const prisma = await db();
  const [projects, blogs, newLeads, recentProjects, recentPosts, audit, latestLeads, chart] = await Promise.all([
    prisma.project.count(),
    prisma.blogPost.count(),
    prisma.lead.count({ where: { status: "new" } }),
    prisma.project.findMany({
      orderBy: { createdAt: "desc" },
      take: RECENT_COUNT,
      select: { id: true, title: true, client: true },
    }),
    prisma.blogPost.findMany({
      orderBy: { publishedAt: "desc" },
      take: RECENT_COUNT,
      select: { id: true, title: true, authorName: true },
    }),
    prisma.auditLog.findMany({ orderBy: { createdAt: "desc" }, take: 10 }),
    leads
      ? prisma.lead.findMany({
          orderBy: { createdAt: "desc" },
          take: RECENT_COUNT,
          select: { id: true, firstName: true, lastName: true, subject: true, source: true, createdAt: true },
        })
      : Promise.resolve(null),
    activity(prisma, range, now),
  ]);
  return {
    counts: { projects, blogs, total: projects + blogs, newLeads },
    recentProjects,
    recentPosts,
    audit,
    latestLeads,
    activity: chart,
  };
}

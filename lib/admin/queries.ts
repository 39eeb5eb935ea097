import "server-only";
import { db } from "@/lib/db";

/** The conversion actions the site records. */
export const CONVERSION_ACTIONS = ["speaksify-demo", "speaksify-trial", "speaksify-demo-final", "design-consultation"] as const;
export const CONVERSION_DAYS = 30;
export const RECENT_COUNT = 5;

/** Admin reads are never cached: they always show the database as it is now. */
export async function dashboardData(now = new Date()) {
  const prisma = await db();
  const since = new Date(now.getTime() - CONVERSION_DAYS * 24 * 60 * 60_000);
  const [projects, blogs, newLeads, recentProjects, recentPosts, conversions, audit] = await Promise.all([
    prisma.project.count(),
    prisma.blogPost.count(),
    prisma.lead.count({ where: { handled: false } }),
    prisma.project.findMany({ orderBy: { createdAt: "desc" }, take: RECENT_COUNT, select: { id: true, title: true, client: true } }),
    prisma.blogPost.findMany({ orderBy: { publishedAt: "desc" }, take: RECENT_COUNT, select: { id: true, title: true, authorName: true } }),
    prisma.conversionEvent.groupBy({ by: ["action"], where: { createdAt: { gte: since } }, _count: { _all: true } }),
    prisma.auditLog.findMany({ orderBy: { createdAt: "desc" }, take: 10 }),
  ]);
  const counts = new Map(conversions.map((c) => [c.action, c._count._all]));
  return {
    counts: { projects, blogs, total: projects + blogs, newLeads },
    recentProjects,
    recentPosts,
    conversions: CONVERSION_ACTIONS.map((action) => ({ action, count: counts.get(action) ?? 0 })),
    audit,
  };
}

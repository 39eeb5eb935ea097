import type { Metadata } from "next";
import { Suspense } from "react";
import { requireAdmin } from "@/lib/auth/session";
import { dashboardData } from "@/lib/admin/queries";
import { StatCards } from "@/components/admin/dashboard/stat-cards";
import { QuickActions } from "@/components/admin/dashboard/quick-actions";
import { RecentList } from "@/components/admin/dashboard/recent-list";
import { ConversionsCard } from "@/components/admin/dashboard/conversions-card";
import { AuditTrail } from "@/components/admin/dashboard/audit-trail";
import { DataCards } from "@/components/admin/dashboard/data-cards";
import { SearchesCard } from "@/components/admin/dashboard/searches-card";
import { PageHeading } from "@/components/admin/shell/page-heading";

export const metadata: Metadata = { title: "Dashboard" };

export default function AdminDashboardPage() {
  return (
    <div className="grid grid-cols-1 gap-6">
      <PageHeading title="Dashboard" description="Your portfolios, blog posts and leads at a glance." />
      <Suspense fallback={<p role="status" className="text-sm text-muted">Loading dashboard...</p>}>
        <DashboardContent />
      </Suspense>
    </div>
  );
}

async function DashboardContent() {
  await requireAdmin();
  const data = await dashboardData();
  return (
    <>
      <StatCards counts={data.counts} />
      <QuickActions />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <RecentList title="Recent Portfolios" empty="No portfolios yet." editHref={(id) => `/admin/portfolio/edit/${id}`}
          items={data.recentProjects.map((p) => ({ id: p.id, title: p.title, meta: p.client }))} />
        <RecentList title="Recent Blog Posts" empty="No blog posts yet." editHref={(id) => `/admin/blogs/edit/${id}`}
          items={data.recentPosts.map((p) => ({ id: p.id, title: p.title, meta: p.authorName }))} />
      </div>
      <DataCards />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <ConversionsCard conversions={data.conversions} />
        <AuditTrail entries={data.audit} />
      </div>
      <SearchesCard />
    </>
  );
}

import { Suspense } from "react";
import { requirePermission } from "@/lib/admin/page-access";
import { can } from "@/lib/access/permissions";
import { NotAllowed } from "@/components/admin/shell/not-allowed";
import { requestedRange, type ActivityRange } from "@/lib/dashboard/range";
import { dashboardData } from "@/lib/collections/dashboard";
import { StatCards } from "@/components/admin/dashboard/stat-cards";
import { QuickActions } from "@/components/admin/dashboard/quick-actions";
import { RecentList } from "@/components/admin/dashboard/recent-list";
import { AuditTrail } from "@/components/admin/dashboard/audit-trail";
import { SearchesCard } from "@/components/admin/dashboard/searches-card";
import { PageHeading } from "@/components/admin/shell/page-heading";
import { ActivityCard } from "@/components/admin/dashboard/activity-card";
import { LatestLeads } from "@/components/admin/dashboard/latest-leads";
import { RangeSwitch } from "@/components/admin/dashboard/range-switch";
import { AudienceSection } from "@/components/admin/insight/audience-section";

export default function AdminDashboardPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  return (
    <div className="grid grid-cols-1 gap-6">
      <PageHeading title="Dashboard" description="Your portfolios, blog posts and leads at a glance." />
      <Suspense
        fallback={
          <p role="status" className="text-sm text-muted">
            Loading dashboard...
          </p>
        }
      >
        <DashboardContent searchParams={searchParams} />
      </Suspense>
    </div>
  );
}

async function DashboardContent({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { session, allowed } = await requirePermission("content.read");
  if (!allowed) return <NotAllowed role={session.role} permission="content.read" />;
  const params = await searchParams;
  const range: ActivityRange = requestedRange(params.range);
  const leads = can(session.role, "leads.read");
  const data = await dashboardData(range, undefined, { leads });
  const { days } = data.activity;
  return (
    <>
      <StatCards content={data.content} newLeads={data.newLeads} />
      {can(session.role, "content.create") && <QuickActions content={data.content} />}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="font-display text-xl font-semibold">Activity, last {range} days</h2>
        <RangeSwitch current={range} />
      </div>
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
        <ActivityCard
          id="leads-chart"
          title="Leads by source"
          days={days}
          series={data.activity.leadsBySource}
          empty="No leads in this period."
        />
        <ActivityCard
          id="conversions-chart"
          title="Conversions by action"
          days={days}
          series={data.activity.conversionsByAction}
          empty="No conversion clicks in this period."
        />
      </div>
      <AudienceSection range={range} params={params} />
      {data.latestLeads && <LatestLeads leads={data.latestLeads} />}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        {data.content.map((type) => (
          <RecentList
            key={type.name}
            title={type.recent}
            empty={type.empty}
            editPath={type.editPath}
            items={type.items}
          />
        ))}
      </div>
      <AuditTrail entries={data.audit} />
      <SearchesCard />
    </>
  );
}

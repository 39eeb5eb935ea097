import type { Metadata } from "next";
import { Suspense } from "react";
import { Download } from "lucide-react";
import { requireAdmin } from "@/lib/auth/session";
import { adminLeads } from "@/lib/leads/admin-queries";
import { requestedPage } from "@/lib/leads/inbox-page";
import { PageHeading } from "@/components/admin/shell/page-heading";
import { LeadList } from "@/components/admin/leads/lead-list";
import { LeadPager } from "@/components/admin/leads/lead-pager";
import { buttonClass } from "@/components/ui/button";

export const metadata: Metadata = { title: "Leads" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

async function Leads({ searchParams }: Props) {
  await requireAdmin();
  const { leads, total, page, pages } = await adminLeads(requestedPage((await searchParams).page));
  return (
    <>
      <LeadList leads={leads} />
      <LeadPager page={page} pages={pages} total={total} />
    </>
  );
}

export default function LeadsPage({ searchParams }: Props) {
  return (
    <div className="grid grid-cols-1 gap-6">
      <PageHeading title="Leads" description="Contact-form messages and chat hand-offs, newest first.">
        <a href="/api/admin/leads/export" download className={buttonClass({ variant: "outline" })}><Download aria-hidden />Export CSV</a>
      </PageHeading>
      <Suspense fallback={<p role="status" className="text-sm text-muted">Loading leads...</p>}>
        <Leads searchParams={searchParams} />
      </Suspense>
    </div>
  );
}

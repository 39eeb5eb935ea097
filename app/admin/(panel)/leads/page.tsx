import type { Metadata } from "next";
import { Suspense } from "react";
import { Download } from "lucide-react";
import { requireAdmin } from "@/lib/auth/session";
import { adminLeads } from "@/lib/admin/queries";
import { PageHeading } from "@/components/admin/shell/page-heading";
import { LeadList } from "@/components/admin/leads/lead-list";
import { buttonClass } from "@/components/ui/button";

export const metadata: Metadata = { title: "Leads" };

async function Leads() {
  await requireAdmin();
  return <LeadList leads={await adminLeads()} />;
}

export default function LeadsPage() {
  return (
    <div className="grid grid-cols-1 gap-6">
      <PageHeading title="Leads" description="Contact-form messages and chat hand-offs, newest first.">
        <a href="/api/admin/leads/export" download className={buttonClass({ variant: "outline" })}><Download aria-hidden />Export CSV</a>
      </PageHeading>
      <Suspense fallback={<p role="status" className="text-sm text-muted">Loading leads...</p>}>
        <Leads />
      </Suspense>
    </div>
  );
}

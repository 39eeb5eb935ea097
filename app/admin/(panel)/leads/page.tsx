import { Suspense } from "react";
import { requirePermission } from "@/lib/admin/page-access";
import { NotAllowed } from "@/components/admin/shell/not-allowed";
import { db } from "@/lib/db";
import { initialTable } from "@/lib/admin-tables";
import { mailConfigured } from "@/lib/outbox/mailer";
import { PageHeading } from "@/components/admin/shell/page-heading";
import { LeadsTable, type LeadRowJson } from "@/components/admin/leads/leads-table.client";
import { MailNotice } from "@/components/admin/leads/mail-notice";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

async function Leads({ searchParams }: Props) {
  const { session, allowed } = await requirePermission("leads.read");
  if (!allowed) return <NotAllowed role={session.role} permission="leads.read" />;
  const initial = await initialTable<LeadRowJson>(await db(), "leads", await searchParams);
  return (
    <>
      {!mailConfigured() && <MailNotice />}
      <LeadsTable initial={initial} />
    </>
  );
}

export default function LeadsPage({ searchParams }: Props) {
  return (
    <div className="grid grid-cols-1 gap-6">
      <PageHeading title="Leads" description="Contact-form messages, chat hand-offs and service-page enquiries." />
      <Suspense
        fallback={
          <p role="status" className="text-sm text-muted">
            Loading leads...
          </p>
        }
      >
        <Leads searchParams={searchParams} />
      </Suspense>
    </div>
  );
}

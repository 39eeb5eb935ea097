import { Suspense } from "react";
import { requirePermission } from "@/lib/admin/page-access";
import { NotAllowed } from "@/components/admin/shell/not-allowed";
import { mailConfigured } from "@/lib/outbox/mailer";
import { getSiteSettings } from "@/lib/settings/queries";
import { PageHeading } from "@/components/admin/shell/page-heading";
import { LeadMailStatus } from "@/components/admin/dashboard/lead-mail-status";
import { DataCards } from "@/components/admin/dashboard/data-cards";

async function SystemContent() {
  const { session, allowed } = await requirePermission("backups.manage");
  if (!allowed) return <NotAllowed role={session.role} permission="backups.manage" />;
  const settings = await getSiteSettings();
  return (
    <>
      <LeadMailStatus smtpConfigured={mailConfigured()} contactEmail={settings.email} />
      <DataCards />
    </>
  );
}

/** The owner's operations in one place: whether lead e-mails go out, what the database holds, backups, restoring,
 *  importing, and the checks of the content. */
export default function SystemPage() {
  return (
    <div className="grid grid-cols-1 gap-6">
      <PageHeading
        title="System"
        description="Backups, restoring an earlier state, moving content in and out, and lead e-mails."
      />
      <Suspense
        fallback={
          <p role="status" className="text-sm text-muted">
            Loading the system page...
          </p>
        }
      >
        <SystemContent />
      </Suspense>
    </div>
  );
}

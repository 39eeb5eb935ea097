import { Suspense } from "react";
import { requirePermission } from "@/lib/admin/page-access";
import { can } from "@/lib/access/permissions";
import { NotAllowed } from "@/components/admin/shell/not-allowed";
import { adminRedirects } from "@/lib/redirects/admin-queries";
import { PageHeading } from "@/components/admin/shell/page-heading";
import { AddRedirectForm } from "@/components/admin/redirects/add-redirect-form.client";
import { RedirectTable } from "@/components/admin/redirects/redirect-table";

async function Redirects() {
  const { session, allowed } = await requirePermission("content.read");
  if (!allowed) return <NotAllowed role={session.role} permission="content.read" />;
  return (
    <>
      {can(session.role, "redirects.manage") && <AddRedirectForm />}
      <RedirectTable redirects={await adminRedirects()} />
    </>
  );
}

export default function RedirectsPage() {
  return (
    <div className="grid grid-cols-1 gap-6">
      <PageHeading
        title="Redirects"
        description="Old addresses that lead elsewhere for ever (308), each in one hop. A changed slug adds one."
      />
      <Suspense
        fallback={
          <p role="status" className="text-sm text-muted">
            Loading redirects...
          </p>
        }
      >
        <Redirects />
      </Suspense>
    </div>
  );
}

import { Suspense } from "react";
import { requirePermission } from "@/lib/admin/page-access";
import { NotAllowed } from "@/components/admin/shell/not-allowed";
import { draftCopyFor } from "@/lib/autosave/queries";
import { NEW_ITEM } from "@/lib/autosave/schema";
import { canAll } from "@/lib/access/permissions";
import { projectFormValues } from "@/lib/projects/form-values";
import { PortfolioForm } from "@/components/admin/portfolio/portfolio-form.client";

async function NewPortfolio() {
  const { session, allowed } = await requirePermission("content.create");
  if (!allowed) return <NotAllowed role={session.role} permission="content.create" />;
  const draftCopy = await draftCopyFor("project", NEW_ITEM, session.email).catch(() => null);
  return (
    <PortfolioForm
      defaultValues={projectFormValues()}
      draftCopy={draftCopy}
      canPublish={canAll(session.role, "content.publish")}
    />
  );
}

export default function NewPortfolioPage() {
  return (
    <Suspense
      fallback={
        <p role="status" className="text-sm text-muted">
          Loading...
        </p>
      }
    >
      <NewPortfolio />
    </Suspense>
  );
}

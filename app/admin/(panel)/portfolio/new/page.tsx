import { Suspense } from "react";
import { requireAdmin } from "@/lib/auth/session";
import { draftCopyFor } from "@/lib/autosave/queries";
import { NEW_ITEM } from "@/lib/autosave/schema";
import { projectFormValues } from "@/lib/projects/form-values";
import { PortfolioForm } from "@/components/admin/portfolio/portfolio-form.client";

async function NewPortfolio() {
  const session = await requireAdmin();
  const draftCopy = await draftCopyFor("project", NEW_ITEM, session.email).catch(() => null);
  return <PortfolioForm defaultValues={projectFormValues()} draftCopy={draftCopy} />;
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

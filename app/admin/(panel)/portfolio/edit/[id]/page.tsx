import { Suspense } from "react";
import { requirePermission } from "@/lib/admin/page-access";
import { NotAllowed } from "@/components/admin/shell/not-allowed";
import { draftCopyFor } from "@/lib/autosave/queries";
import { adminProject } from "@/lib/projects/admin-queries";
import { projectFormValues } from "@/lib/projects/form-values";
import { PortfolioForm } from "@/components/admin/portfolio/portfolio-form.client";
import { adminRevisions } from "@/lib/revisions/admin-queries";
import { PROJECT_REVISION_FIELDS } from "@/lib/projects/revision-fields";
import { RevisionHistory } from "@/components/admin/revisions/revision-history";
import { ToastAndGo } from "@/components/admin/common/toast-and-go.client";
import { logger } from "@/lib/log/logger";
import { db } from "@/lib/db";
import { reviewStateOf } from "@/lib/review/queries";
import { allowedOn, readOnlyReason } from "@/lib/access/items";
import { canAll } from "@/lib/access/permissions";
import { ReviewPanel } from "@/components/admin/review/review-panel.client";

const log = logger("admin");

async function EditPortfolio({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const { session, allowed } = await requirePermission("content.read");
  if (!allowed) return <NotAllowed role={session.role} permission="content.read" />;
  const project = await adminProject(decodeURIComponent(id)).catch((error: unknown) => {
    log.error({ err: error }, "loading project failed");
    return undefined;
  });
  if (project === undefined)
    return <ToastAndGo title="Error" description="Failed to load project. Please try again." />;
  if (!project)
    return (
      <ToastAndGo
        title="Project not found"
        description="The project you're trying to edit doesn't exist."
        to="/admin/portfolio"
      />
    );
  const draftCopy = await draftCopyFor("project", project.id, session.email, project.updatedAt).catch(() => null);
  const review = await reviewStateOf(await db(), "project", project.id);
  const facts = { createdById: review?.createdById ?? null, status: project.status };
  const canPublish = canAll(session.role, "content.publish");
  const revisions = await adminRevisions("project", project.id, PROJECT_REVISION_FIELDS).catch((error: unknown) => {
    log.error({ err: error }, "loading revisions failed");
    return null;
  });
  return (
    <div className="grid grid-cols-1 gap-8">
      {review && (
        <ReviewPanel
          kind="project"
          id={project.id}
          state={review}
          canSubmit={!canPublish && allowedOn(session, "content.submit", facts)}
          canReview={canPublish}
        />
      )}
      <PortfolioForm
        key={project.updatedAt.toISOString()}
        canPublish={canPublish}
        readOnly={readOnlyReason(session, facts)}
        id={project.id}
        openedAt={project.updatedAt.toISOString()}
        defaultValues={projectFormValues(project)}
        draftCopy={draftCopy}
      />
      {revisions ? (
        <RevisionHistory
          entity="project"
          id={project.id}
          openedAt={project.updatedAt.toISOString()}
          revisions={revisions}
        />
      ) : (
        <p role="alert" className="text-sm text-pink">
          The revisions could not be loaded. Reload the page to try again.
        </p>
      )}
    </div>
  );
}

export default function EditPortfolioPage({ params }: { params: Promise<{ id: string }> }) {
  return (
    <Suspense
      fallback={
        <p role="status" className="text-sm text-muted">
          Loading project...
        </p>
      }
    >
      <EditPortfolio params={params} />
    </Suspense>
  );
}

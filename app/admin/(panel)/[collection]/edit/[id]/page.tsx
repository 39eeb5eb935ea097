import { notFound } from "next/navigation";
import { Suspense } from "react";
import { requirePermission } from "@/lib/admin/page-access";
import { NotAllowed } from "@/components/admin/shell/not-allowed";
import { db } from "@/lib/db";
import { reviewStateOf } from "@/lib/review/queries";
import { allowedOn, readOnlyReason } from "@/lib/access/items";
import { canAll } from "@/lib/access/permissions";
import { ReviewPanel } from "@/components/admin/review/review-panel.client";
import { draftCopyFor } from "@/lib/autosave/queries";
import { adminItem } from "@/lib/content/admin-queries";
import { notFoundMessage } from "@/lib/content/mutations";
import { contentTypeAt } from "@/lib/content-types";
import type { AnyContentType } from "@/lib/content/type";
import { adminRevisions } from "@/lib/collections/revision-rows";
import { RevisionHistory } from "@/components/admin/revisions/revision-history";
import { ToastAndGo } from "@/components/admin/common/toast-and-go.client";
import { EDITORS } from "@/components/admin/content/editors";
import { logger } from "@/lib/log/logger";

const log = logger("admin");

type Params = Promise<{ collection: string; id: string }>;

async function EditItem({ type, id }: { type: AnyContentType; id: string }) {
  const { session, allowed } = await requirePermission("content.read");
  if (!allowed) return <NotAllowed role={session.role} permission="content.read" />;
  const noun = type.labels.item;
  const item = await adminItem(type, decodeURIComponent(id)).catch((error: unknown) => {
    log.error({ err: error, type: type.name }, "loading the item failed");
    return undefined;
  });
  if (item === undefined) return <ToastAndGo title="Error" description={`Failed to load ${noun}. Please try again.`} />;
  if (!item)
    return (
      <ToastAndGo
        title={type.admin.notFoundTitle ?? `${noun[0].toUpperCase()}${noun.slice(1)} not found`}
        description={notFoundMessage(type)}
        to={type.admin.path}
      />
    );
  const openedAt = item.updatedAt.toISOString();
  const draftCopy = await draftCopyFor(type.name, item.id, session.email, item.updatedAt).catch(() => null);
  const review = await reviewStateOf(await db(), type.name, item.id);
  const facts = { createdById: review?.createdById ?? null, status: item.status };
  const canPublish = canAll(session.role, "content.publish");
  const revisions = await adminRevisions(type.name, item.id, type.revisionFields).catch((error: unknown) => {
    log.error({ err: error }, "loading revisions failed");
    return null;
  });
  const { form: Form, values } = EDITORS[type.name];
  return (
    <div className="grid grid-cols-1 gap-8">
      {review && (
        <ReviewPanel
          kind={type.name}
          id={item.id}
          state={review}
          canSubmit={!canPublish && allowedOn(session, "content.submit", facts)}
          canReview={canPublish}
        />
      )}
      <Form
        key={openedAt}
        canPublish={canPublish}
        readOnly={readOnlyReason(session, facts)}
        id={item.id}
        openedAt={openedAt}
        defaultValues={values(item) as never}
        draftCopy={draftCopy}
      />
      {revisions ? (
        <RevisionHistory entity={type.name} id={item.id} openedAt={openedAt} revisions={revisions} />
      ) : (
        <p role="alert" className="text-sm text-pink">
          The revisions could not be loaded. Reload the page to try again.
        </p>
      )}
    </div>
  );
}

/** Edit …: the type's editor on the stored item, its autosaved copy if newer, and its revisions. */
export default async function EditItemPage({ params }: { params: Params }) {
  const { collection, id } = await params;
  const type = contentTypeAt(collection);
  if (!type) notFound();
  return (
    <Suspense
      fallback={
        <p role="status" className="text-sm text-muted">
          Loading {type.labels.item}...
        </p>
      }
    >
      <EditItem type={type} id={id} />
    </Suspense>
  );
}

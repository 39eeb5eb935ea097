import { Suspense } from "react";
import { requirePermission } from "@/lib/admin/page-access";
import { NotAllowed } from "@/components/admin/shell/not-allowed";
import { draftCopyFor } from "@/lib/autosave/queries";
import { adminBlogPost } from "@/lib/blog/admin-queries";
import { blogFormValues } from "@/lib/blog/form-values";
import { BlogForm } from "@/components/admin/blog/blog-form.client";
import { adminRevisions } from "@/lib/revisions/admin-queries";
import { BLOG_REVISION_FIELDS } from "@/lib/blog/revision-fields";
import { RevisionHistory } from "@/components/admin/revisions/revision-history";
import { ToastAndGo } from "@/components/admin/common/toast-and-go.client";
import { logger } from "@/lib/log/logger";
import { db } from "@/lib/db";
import { reviewStateOf } from "@/lib/review/queries";
import { allowedOn, readOnlyReason } from "@/lib/access/items";
import { canAll } from "@/lib/access/permissions";
import { ReviewPanel } from "@/components/admin/review/review-panel.client";

const log = logger("admin");

async function EditBlogPost({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const { session, allowed } = await requirePermission("content.read");
  if (!allowed) return <NotAllowed role={session.role} permission="content.read" />;
  const post = await adminBlogPost(decodeURIComponent(id)).catch((error: unknown) => {
    log.error({ err: error }, "loading blog post failed");
    return undefined;
  });
  if (post === undefined) return <ToastAndGo title="Error" description="Failed to load blog post. Please try again." />;
  if (!post)
    return (
      <ToastAndGo title="Error" description="The blog post you're trying to edit doesn't exist." to="/admin/blogs" />
    );
  const draftCopy = await draftCopyFor("blog", post.id, session.email, post.updatedAt).catch(() => null);
  const review = await reviewStateOf(await db(), "blog", post.id);
  const facts = { createdById: review?.createdById ?? null, status: post.status };
  const canPublish = canAll(session.role, "content.publish");
  const revisions = await adminRevisions("blog", post.id, BLOG_REVISION_FIELDS).catch((error: unknown) => {
    log.error({ err: error }, "loading revisions failed");
    return null;
  });
  return (
    <div className="grid grid-cols-1 gap-8">
      {review && (
        <ReviewPanel
          kind="blog"
          id={post.id}
          state={review}
          canSubmit={!canPublish && allowedOn(session, "content.submit", facts)}
          canReview={canPublish}
        />
      )}
      <BlogForm
        key={post.updatedAt.toISOString()}
        canPublish={canPublish}
        readOnly={readOnlyReason(session, facts)}
        id={post.id}
        openedAt={post.updatedAt.toISOString()}
        defaultValues={blogFormValues(post)}
        draftCopy={draftCopy}
      />
      {revisions ? (
        <RevisionHistory entity="blog" id={post.id} openedAt={post.updatedAt.toISOString()} revisions={revisions} />
      ) : (
        <p role="alert" className="text-sm text-pink">
          The revisions could not be loaded. Reload the page to try again.
        </p>
      )}
    </div>
  );
}

export default function EditBlogPostPage({ params }: { params: Promise<{ id: string }> }) {
  return (
    <Suspense
      fallback={
        <p role="status" className="text-sm text-muted">
          Loading blog post...
        </p>
      }
    >
      <EditBlogPost params={params} />
    </Suspense>
  );
}

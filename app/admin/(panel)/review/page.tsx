import { Suspense } from "react";
import { requirePermission } from "@/lib/admin/page-access";
import { db } from "@/lib/db";
import { waitingForReview } from "@/lib/review/queries";
import { NotAllowed } from "@/components/admin/shell/not-allowed";
import { PageHeading } from "@/components/admin/shell/page-heading";
import { ReviewList } from "@/components/admin/review/review-list.client";

async function Waiting() {
  const { session, allowed } = await requirePermission("content.publish");
  if (!allowed) return <NotAllowed role={session.role} permission="content.publish" />;
  return <ReviewList items={await waitingForReview(await db())} />;
}

export default function ReviewPage() {
  return (
    <div className="grid grid-cols-1 gap-6">
      <PageHeading
        title="Waiting for review"
        description="Drafts their authors submitted: approve one to publish it, or send it back with a comment."
      />
      <Suspense
        fallback={
          <p role="status" className="text-sm text-muted">
            Loading...
          </p>
        }
      >
        <Waiting />
      </Suspense>
    </div>
  );
}

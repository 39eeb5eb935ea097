"use client";

import Link from "next/link";
import { toast } from "sonner";
import { Icon } from "@/components/ui/icon";
import { buttonClass } from "@/components/ui/button";
import { submitForReviewAction } from "@/lib/review/actions";
import type { ReviewState } from "@/lib/review/queries";
import { LocalDate } from "@/components/admin/common/local-date.client";
import { useToastedAction } from "@/components/admin/common/use-toasted-action";

/** An item's review state on its edit page: waiting since when, or the reviewer's comment when it was sent back, and
 *  for its author "Submit for review" (save your changes first: the submission is of the saved draft). */
export function ReviewPanel({
  kind,
  id,
  state,
  canSubmit,
  canReview,
}: {
  kind: string;
  id: string;
  state: ReviewState;
  canSubmit: boolean;
  canReview: boolean;
}) {
  const { pending, run } = useToastedAction();
  const waiting = Boolean(state.reviewRequestedAt);
  const offerSubmit = canSubmit && !waiting && state.status === "draft";
  if (!waiting && !state.reviewNote && !offerSubmit) return null;
  const submit = () =>
    run(
      () => submitForReviewAction({ kind, id }),
      { progress: "Submitting…", failure: "The draft could not be submitted." },
      (_, toastId) =>
        toast.success("Submitted for review", { id: toastId, description: "An editor will approve or send it back." }),
    );
  return (
    <section
      aria-label="Review"
      data-testid="review-panel"
      className="flex flex-wrap items-center gap-3 rounded-2xl border border-border bg-surface p-4 text-sm"
    >
      <Icon name="CheckCircle2" className="size-5 shrink-0 text-cyan" />
      <div className="grid grid-cols-1 min-w-0 flex-1 gap-1">
        {waiting ? (
          <p>
            Waiting for review since <LocalDate iso={state.reviewRequestedAt!} />.
            {canReview && (
              <>
                {" "}
                <Link href="/admin/review" className="font-medium text-cyan underline underline-offset-4">
                  Review it
                </Link>
              </>
            )}
          </p>
        ) : state.reviewNote ? (
          <p>
            <strong>Sent back for changes:</strong> <span className="whitespace-pre-line">{state.reviewNote}</span>
          </p>
        ) : (
          <p>When the draft is ready, submit it: an editor approves (publishes) it or sends it back.</p>
        )}
      </div>
      {offerSubmit && (
        <button type="button" className={buttonClass({ size: "sm" })} disabled={pending} onClick={submit}>
          {pending ? <Icon name="Loader2" className="animate-spin" /> : <Icon name="Send" />}
          Submit for review
        </button>
      )}
    </section>
  );
}

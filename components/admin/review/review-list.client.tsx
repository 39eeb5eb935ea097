"use client";

import Link from "next/link";
import { useState } from "react";
import { toast } from "sonner";
import { Icon } from "@/components/ui/icon";
import { buttonClass } from "@/components/ui/button";
import { approveReviewAction, sendBackAction } from "@/lib/review/actions";
import type { ReviewRow } from "@/lib/review/queries";
import { EmptyState } from "@/components/admin/common/table";
import { LocalDate } from "@/components/admin/common/local-date.client";
import { useToastedAction } from "@/components/admin/common/use-toasted-action";
import { labelClass, textareaClass } from "@/components/admin/form/field-styles";

/** The drafts waiting for an editor: open or preview each, Approve (publish) it, or Send back with a comment. */
export function ReviewList({ items }: { items: ReviewRow[] }) {
  if (items.length === 0)
    return (
      <EmptyState>
        <p className="font-display text-lg font-semibold">Nothing is waiting for review</p>
        <p className="text-sm text-muted">Drafts an author submits appear here.</p>
      </EmptyState>
    );
  return (
    <ul className="grid grid-cols-1 gap-4">
      {items.map((item) => (
        <ReviewItem key={`${item.kind}:${item.id}`} item={item} />
      ))}
    </ul>
  );
}

function ReviewItem({ item }: { item: ReviewRow }) {
  const { pending, run } = useToastedAction();
  const [sendingBack, setSendingBack] = useState(false);
  const [comment, setComment] = useState("");
  const approve = () =>
    run(
      () => approveReviewAction({ kind: item.kind, id: item.id }),
      { progress: "Publishing…", failure: "The draft could not be published." },
      (_, id) => toast.success("Approved and published", { id, description: item.title }),
    );
  const sendBack = () =>
    run(
      () => sendBackAction({ kind: item.kind, id: item.id, comment }),
      { progress: "Sending back…", failure: "The draft could not be sent back." },
      (_, id) => toast.success("Sent back", { id, description: `${item.author} sees your comment in the editor.` }),
    );
  const commentId = `comment-${item.kind}-${item.id}`;
  return (
    <li data-testid="review-item" className="grid grid-cols-1 gap-3 rounded-2xl border border-border bg-surface p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid grid-cols-1 gap-1">
          <Link href={item.editHref} className="font-display text-lg font-semibold hover:underline">
            {item.title}
          </Link>
          <p className="text-sm text-muted">
            {item.noun} by {item.author}, submitted <LocalDate iso={item.submittedAt} />
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <a
            href={`/api/preview?kind=${item.kind}&id=${encodeURIComponent(item.id)}`}
            className={buttonClass({ variant: "outline", size: "sm" })}
          >
            <Icon name="Eye" />
            Preview
          </a>
          <button
            type="button"
            className={buttonClass({ variant: "outline", size: "sm" })}
            aria-expanded={sendingBack}
            disabled={pending}
            onClick={() => setSendingBack((v) => !v)}
          >
            <Icon name="MessageSquare" />
            Send back
          </button>
          <button type="button" className={buttonClass({ size: "sm" })} disabled={pending} onClick={approve}>
            {pending ? <Icon name="Loader2" className="animate-spin" /> : <Icon name="Check" />}
            Approve and publish
          </button>
        </div>
      </div>
      {sendingBack && (
        <form
          className="grid grid-cols-1 gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            sendBack();
          }}
        >
          <label htmlFor={commentId} className={labelClass}>
            What should change?
          </label>
          <textarea
            id={commentId}
            required
            rows={3}
            className={textareaClass}
            value={comment}
            onChange={(e) => setComment(e.target.value)}
          />
          <button
            type="submit"
            className={buttonClass({ size: "sm", className: "justify-self-end" })}
            disabled={pending}
          >
            Send back with this comment
          </button>
        </form>
      )}
    </li>
  );
}

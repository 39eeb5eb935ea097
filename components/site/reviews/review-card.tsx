import Image from "next/image";
import { Icon } from "@/components/ui/icon";
import type { Review } from "@/content/types";
import { REVIEW_FILTERS } from "@/content/review-filters";
import { serviceLabel } from "@/content/categories";
import { StarRating } from "./star-rating";

const reviewServiceLabel = (service: string) =>
  REVIEW_FILTERS.find((filter) => filter.value === service)?.label ?? serviceLabel(service);

/** A review card: stars, text, service, and the reviewer's avatar, name, role and company. */
export function ReviewCard({ review }: { review: Review }) {
  return (
    <figure className="flex h-full flex-col rounded-card border border-border bg-surface p-6 transition duration-300 hover:-translate-y-1 hover:border-foreground/20 md:p-7">
      <div className="flex items-center justify-between gap-4">
        <StarRating rating={review.rating} />
        <Icon name="Quote" className="size-6 text-subtle/40" />
      </div>
      <blockquote className="mt-5 flex-1 text-[0.95rem] leading-relaxed text-foreground/90">
        <p className="text-pretty">{review.review}</p>
      </blockquote>
      {review.service && (
        <p className="mt-5">
          <span className="inline-flex rounded-pill border border-border bg-surface-2 px-3 py-1 text-xs font-medium text-muted">
            {reviewServiceLabel(review.service)}
          </span>
        </p>
      )}
      <figcaption className="mt-5 flex items-center gap-3 border-t border-border pt-5">
        {review.image ? (
          <Image
            src={review.image}
            alt=""
            width={48}
            height={48}
            className="size-12 rounded-full object-cover ring-2 ring-border"
          />
        ) : (
          <span
            aria-hidden
            className="grid size-12 shrink-0 place-items-center rounded-full bg-surface-2 ring-2 ring-border"
          >
            <Icon name="UserRound" className="size-5 text-muted" />
          </span>
        )}
        <span className="min-w-0">
          <span className="block font-semibold">{review.name}</span>
          <span className="block text-sm text-pretty text-muted">
            {[review.role, review.company].filter(Boolean).join(", ")}
          </span>
        </span>
      </figcaption>
    </figure>
  );
}

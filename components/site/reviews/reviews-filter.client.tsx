"use client";

import { ALL_REVIEWS, REVIEW_FILTERS, reviewsFor } from "@/content/review-filters";
import type { Review } from "@/content/types";
import { balancedGrid, balancedItem } from "@/components/ui/balanced-grid";
import { filterRow } from "@/components/ui/filter-row";
import { useChipInView } from "@/components/ui/use-chip-in-view";
import { reviewsPath } from "@/lib/paths";
import { useLocationSearch } from "@/lib/url/location-search";
import { LocationLink } from "@/components/ui/location-link.client";
import { cn } from "@/lib/utils";
import { ReviewCard } from "./review-card";
import { Reveal } from "./reveal.client";

const reviewsHref = (value: string) => reviewsPath(value === ALL_REVIEWS ? undefined : value);

/** The review filter (default All) kept in the URL as ?service=, read in the browser so the page stays static, and
 *  the grid of review cards it selects. A choice replaces the URL through the History API: the grid changes at once,
 *  with no request to the server (router.replace fetched the page's payload first, and the URL waited on it). The
 *  filters are links, so they work without JavaScript and before hydration too. */
export function ReviewsFilter({ all }: { all: Review[] }) {
  const requested = useLocationSearch().get("service") ?? ALL_REVIEWS;
  const selected = REVIEW_FILTERS.some((f) => f.value === requested) ? requested : ALL_REVIEWS;
  const shown = reviewsFor(selected, all);
  const row = useChipInView<HTMLDivElement>(selected);
  return (
    <>
      <div ref={row} role="group" aria-label="Filter reviews by service" className={filterRow}>
        {REVIEW_FILTERS.map((filter) => {
          const active = filter.value === selected;
          return (
            <LocationLink
              key={filter.value}
              href={reviewsHref(filter.value)}
              mode="replace"
              aria-current={active ? "true" : undefined}
              className={cn(
                "inline-flex min-h-11 shrink-0 items-center gap-2 rounded-pill border px-4 text-sm font-medium transition",
                active
                  ? "border-transparent bg-foreground text-background"
                  : "border-border bg-surface text-muted hover:text-foreground",
              )}
            >
              {filter.label}
              <span className={cn("tabular text-xs", active ? "text-background/70" : "text-subtle")}>
                {reviewsFor(filter.value, all).length}
              </span>
            </LocationLink>
          );
        })}
      </div>
      <p className="sr-only" aria-live="polite">
        {shown.length} reviews shown
      </p>
      <ul className={cn("mt-10 gap-6", balancedGrid(shown.length))} data-testid="review-grid">
        {shown.map((review, index) => (
          <li key={`${selected}-${review.id}`} id={review.id} className={balancedItem(index, shown.length)}>
            <Reveal index={index}>
              <ReviewCard review={review} />
            </Reveal>
          </li>
        ))}
      </ul>
      {all.length === 0 && <p className="text-muted">No reviews yet.</p>}
    </>
  );
}

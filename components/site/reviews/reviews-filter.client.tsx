"use client";

import { useRouter, useSearchParams } from "next/navigation";
import { ALL_REVIEWS, REVIEW_FILTERS } from "@/content/review-filters";
import type { Review } from "@/content/types";
import { reviewsHref, ReviewsView } from "./reviews-view";

/** The review filter (default All) kept in the URL as ?service=, read in the browser so the page stays static. */
export function ReviewsFilter({ all }: { all: Review[] }) {
  const params = useSearchParams();
  const router = useRouter();
  const requested = params.get("service") ?? ALL_REVIEWS;
  const selected = REVIEW_FILTERS.some((f) => f.value === requested) ? requested : ALL_REVIEWS;
  return <ReviewsView all={all} selected={selected} onSelect={(value) => router.replace(reviewsHref(value), { scroll: false })} />;
}

"use client";

import { ALL_REVIEWS, REVIEW_FILTERS } from "@/content/review-filters";
import type { Review } from "@/content/types";
import { useLocationSearch, writeLocation } from "@/lib/url/location-search";
import { reviewsHref, ReviewsView } from "./reviews-view";

/** The review filter (default All) kept in the URL as ?service=, read in the browser so the page stays static.
 *  A choice replaces the URL through the History API: the grid changes at once, with no request to the server
 *  (router.replace fetched the page's payload first, and the URL waited on it). */
export function ReviewsFilter({ all }: { all: Review[] }) {
  const requested = useLocationSearch().get("service") ?? ALL_REVIEWS;
  const selected = REVIEW_FILTERS.some((f) => f.value === requested) ? requested : ALL_REVIEWS;
  return <ReviewsView all={all} selected={selected} onSelect={(value) => writeLocation(reviewsHref(value), "replace")} />;
}

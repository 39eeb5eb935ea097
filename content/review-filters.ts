import type { Review } from "./types";

// The reviews page's filter, apart from the reviews themselves: the filter runs in the browser, and the reviews reach
// it as props (in the page's HTML) instead of in its JavaScript.

export interface ReviewFilter {
  label: string;
  /** "all", or the service id the reviews are filtered by. */
  value: string;
}

export const ALL_REVIEWS = "all";

/** The reviews page's filter buttons; All is the default. */
export const REVIEW_FILTERS: ReviewFilter[] = [
  { label: "All", value: ALL_REVIEWS },
  { label: "Web Applications", value: "web-apps" },
  { label: "SaaS Solutions", value: "saas" },
  { label: "Mobile Applications", value: "mobile-apps" },
  { label: "AI Calling Agency", value: "ai-calling" },
  { label: "AI Automation", value: "ai-automation" },
];

/** The reviews a filter value selects ("all" selects every review). */
export function reviewsFor(value: string, list: Review[]): Review[] {
  return value === ALL_REVIEWS ? list : list.filter((review) => review.service === value);
}

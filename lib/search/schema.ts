import { z } from "zod";

/** Longest query the site searches (characters, after trimming). */
export const MAX_QUERY_LENGTH = 100;
/** Searches per client address and minute, page and palette together (the palette asks as the visitor types). */
export const SEARCHES_PER_MINUTE = 60;
/** Results per search, all groups together. */
export const MAX_RESULTS = 40;

export const SEARCH_UNAVAILABLE = "Search is unavailable right now. Please try again in a moment.";
const QUERY_TOO_LONG = `Search terms can be at most ${MAX_QUERY_LENGTH} characters.`;

/** The `q` of /search and GET /api/search: text, trimmed, at most MAX_QUERY_LENGTH characters; missing is empty. */
export const searchQuerySchema = z
  .union([z.string(), z.null(), z.undefined()])
  // Control characters and broken UTF-16 are blanks: PostgreSQL could not take them as text.
  .transform((value) =>
    (value ?? "")
      .toWellFormed()
      .replace(/[\u0000-\u001f\u007f\s]+/g, " ")
      .trim(),
  )
  .pipe(z.string().max(MAX_QUERY_LENGTH, QUERY_TOO_LONG));

export type SearchKind = "project" | "article" | "review" | "service" | "product";

/** A run of text, highlighted where it matched the query. */
export interface Segment {
  text: string;
  mark: boolean;
}

export interface SearchHit {
  kind: SearchKind;
  href: string;
  title: Segment[];
  snippet: Segment[];
}

export interface SearchGroup {
  kind: SearchKind;
  label: string;
  hits: SearchHit[];
}

export interface SearchResults {
  query: string;
  total: number;
  groups: SearchGroup[];
}

/** The groups in the order they are shown, with their headings. */
export const GROUPS: { kind: SearchKind; label: string }[] = [
  { kind: "project", label: "Case studies" },
  { kind: "article", label: "Articles" },
  { kind: "review", label: "Reviews" },
  { kind: "service", label: "Services" },
  { kind: "product", label: "Products" },
];

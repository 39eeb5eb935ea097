/** Whether a query has anything to search for: a letter or a digit (a query of only symbols finds nothing). */
export const isSearchable = (query: string) => /[\p{L}\p{N}]/u.test(query);

/** The words of a query (letters and digits), at most 8, for the typo-tolerant match. */
export const queryWords = (query: string) =>
  (
    query
      .normalize("NFKC")
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? []
  ).slice(0, 8);

/** A query as it is counted on the dashboard: one form for "Voice  AI" and "voice ai", with anything that could
 *  identify a person (an e-mail address, a long number such as a phone number) masked. */
export function normalizeQuery(query: string): string {
  return query
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[^\s@]+@[^\s@]+/g, "[email]")
    .replace(/\+?\d[\d\s().-]{5,}\d/g, "[number]")
    .replace(/\s+/g, " ")
    .trim();
}

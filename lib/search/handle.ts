import "server-only";
import type { PrismaClient } from "@/generated/prisma/client";
import { hit } from "@/lib/rate-limit";
import { logger } from "@/lib/log/logger";
import { searchQuerySchema, SEARCHES_PER_MINUTE, type SearchResults } from "./schema";
import { isSearchable } from "./query-text";
import { recordSearch } from "./record";
import { searchSite } from "./search";

const log = logger("search");

export type SearchOutcome =
  | { status: 200; results: SearchResults }
  | { status: 400; error: string }
  | { status: 429; error: string; retryAfterSeconds: number };

const tooManySearches = (seconds: number) =>
  `Too many searches from your network. Please try again in ${seconds} second${seconds === 1 ? "" : "s"}.`;

/** One search by `client` (its trusted address, counted, never stored): the query is checked (400 past its
 *  length), the client limited (429), and, with `record`, the search counted for the dashboard. An empty query or
 *  one of only symbols finds nothing. */
export async function handleSearch(
  prisma: PrismaClient,
  client: string,
  raw: unknown,
  { record = false } = {},
): Promise<SearchOutcome> {
  const parsed = searchQuerySchema.safeParse(raw);
  if (!parsed.success) return { status: 400, error: parsed.error.issues[0]?.message ?? "Invalid search." };
  const query = parsed.data;
  if (!isSearchable(query)) return { status: 200, results: { query, total: 0, groups: [] } };
  const limit = await hit("search", client, SEARCHES_PER_MINUTE, 60_000, prisma);
  if (!limit.allowed)
    return { status: 429, error: tooManySearches(limit.retryAfterSeconds), retryAfterSeconds: limit.retryAfterSeconds };
  const results = await searchSite(prisma, query);
  if (record) {
    await recordSearch(prisma, query, results.total).catch((error: unknown) =>
      log.error({ err: error }, "could not record a search"),
    );
  }
  return { status: 200, results };
}

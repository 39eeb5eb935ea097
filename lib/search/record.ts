import "server-only";
import type { PrismaClient } from "@/generated/prisma/client";
import { db } from "@/lib/db";
import { normalizeQuery } from "./query-text";

/** Adds one search of `query` to today's count (one atomic upsert), with the number of results it found. */
export async function recordSearch(
  prisma: PrismaClient,
  query: string,
  results: number,
  now = new Date(),
): Promise<void> {
  const normalized = normalizeQuery(query);
  if (!normalized) return;
  const day = now.toISOString().slice(0, 10);
  await prisma.$executeRaw`
    INSERT INTO search_daily (day, query, searches, results) VALUES (${day}::date, ${normalized}, 1, ${results})
    ON CONFLICT (day, query) DO UPDATE SET searches = search_daily.searches + 1, results = EXCLUDED.results`;
}

export interface SearchStat {
  query: string;
  searches: number;
  results: number;
}

/** The most frequent searches of the last `days` days, and those whose latest run found nothing. */
export async function searchStats(prisma: PrismaClient, { days = 30, take = 8, now = new Date() } = {}) {
  const since = new Date(now.getTime() - days * 86_400_000).toISOString().slice(0, 10);
  const rows = await prisma.$queryRaw<SearchStat[]>`
    SELECT query, sum(searches)::int AS searches, (array_agg(results ORDER BY day DESC))[1] AS results
    FROM search_daily WHERE day >= ${since}::date GROUP BY query ORDER BY searches DESC, query`;
  return {
    frequent: rows.slice(0, take),
    unanswered: rows.filter((row) => row.results === 0).slice(0, take),
  };
}

/** What visitors searched for over the last `days` days (the dashboard's card). */
export async function dashboardSearches(days: number) {
  return searchStats(await db(), { days });
}

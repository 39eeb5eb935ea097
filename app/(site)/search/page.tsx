import type { Metadata } from "next";
import { connection } from "next/server";
import { db } from "@/lib/db";
import { clientIp } from "@/lib/leads/client-ip";
import { handleSearch, type SearchOutcome } from "@/lib/search/handle";
import { SEARCH_UNAVAILABLE } from "@/lib/search/schema";
import { logger } from "@/lib/log/logger";
import { SearchForm } from "@/components/site/search/search-form";
import { ResultGroups } from "@/components/site/search/result-groups";
import { SearchSuggestions } from "@/components/site/search/search-suggestions";

export const metadata: Metadata = {
  title: "Search",
  description: "Search Kairo Labs' case studies, articles, services and products.",
  robots: { index: false, follow: true },
};

// One render per query, shell included: the results are part of the first HTML, so the page works without
// JavaScript (a streamed section needs a script to be shown). Never cached.
export const instant = false;

const log = logger("search");

async function search(q: unknown): Promise<SearchOutcome | { status: 503; error: string }> {
  try {
    return await handleSearch(await db(), await clientIp(), q, { record: true });
  } catch (error) {
    log.error({ err: error }, "search failed");
    return { status: 503, error: SEARCH_UNAVAILABLE };
  }
}

export default async function SearchPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  // a search is recorded and rate-limited (both read the clock): never while Next prerenders the page's shell
  await connection();
  const raw = (await searchParams).q;
  const q = Array.isArray(raw) ? raw[0] : raw;
  const outcome = q?.trim() ? await search(q) : null;
  const query = outcome?.status === 200 ? outcome.results.query : (q ?? "").slice(0, 200);
  return (
    <div className="container-page max-w-4xl pb-24 pt-28 md:pt-36">
      <h1 className="text-h2 font-display font-semibold">Search</h1>
      <p className="mt-3 text-muted">Case studies, articles, services and products.</p>
      <div className="mt-8">
        <SearchForm query={query} />
      </div>
      <div aria-live="polite">
        {!outcome ? <SearchSuggestions heading="Try one of these" /> : null}
        {outcome && outcome.status !== 200 ? (
          <p role="alert" className="mt-8 text-pink">
            {outcome.error}
          </p>
        ) : null}
        {outcome?.status === 200 && outcome.results.total > 0 ? (
          <>
            <p className="mt-8 text-sm text-muted" data-testid="search-summary">
              {outcome.results.total} result{outcome.results.total === 1 ? "" : "s"} for “{outcome.results.query}”
            </p>
            <ResultGroups groups={outcome.results.groups} />
          </>
        ) : null}
        {outcome?.status === 200 && outcome.results.total === 0 ? (
          <>
            <p className="mt-8 text-lg font-medium" data-testid="search-summary">
              No results for “{outcome.results.query}”.
            </p>
            <p className="mt-2 text-muted">Check the spelling, use fewer or more general words, or try one of these.</p>
            <SearchSuggestions heading="Popular searches" />
          </>
        ) : null}
      </div>
    </div>
  );
}

import { Icon } from "@/components/ui/icon";
import { MAX_QUERY_LENGTH } from "@/lib/search/schema";
import { buttonClass } from "@/components/ui/button";

/** The search box of /search: a plain GET form, so it works without JavaScript. */
export function SearchForm({ query }: { query: string }) {
  return (
    <form action="/search" method="get" role="search" className="flex flex-col gap-3 sm:flex-row">
      <label htmlFor="search-page-input" className="sr-only">
        Search the site
      </label>
      <div className="relative flex-1">
        <Icon
          name="Search"
          className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-subtle"
        />
        <input
          id="search-page-input"
          name="q"
          type="search"
          defaultValue={query}
          maxLength={MAX_QUERY_LENGTH}
          placeholder="Case studies, articles, services…"
          autoComplete="off"
          className="h-12 w-full rounded-pill border border-border bg-surface pr-4 pl-12 text-base outline-none transition focus-visible:border-accent-ink focus-visible:ring-2 focus-visible:ring-accent-ink/40"
        />
      </div>
      <button type="submit" className={buttonClass({ size: "lg" })}>
        Search
      </button>
    </form>
  );
}

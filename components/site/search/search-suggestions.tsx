import Link from "next/link";

/** Searches that find something on this site, offered when there is nothing to show yet. */
const SEARCH_SUGGESTIONS = ["fintech", "voice AI", "SaaS pricing", "mobile app", "healthcare"] as const;

const BROWSE = [
  { href: "/portfolio", label: "Portfolio" },
  { href: "/blogs", label: "Blog" },
  { href: "/products", label: "Products" },
] as const;

const chip =
  "inline-flex rounded-pill border border-border bg-surface px-4 py-2 text-sm font-medium transition hover:bg-surface-2";

/** Suggestions for an empty search, or one that found nothing. */
export function SearchSuggestions({ heading }: { heading: string }) {
  return (
    <section aria-labelledby="search-suggestions" className="mt-10">
      <h2 id="search-suggestions" className="font-display text-lg font-semibold">
        {heading}
      </h2>
      <ul className="mt-4 flex flex-wrap gap-2">
        {SEARCH_SUGGESTIONS.map((suggestion) => (
          <li key={suggestion}>
            <Link href={`/search?q=${encodeURIComponent(suggestion)}`} prefetch={false} className={chip}>
              {suggestion}
            </Link>
          </li>
        ))}
      </ul>
      <p className="mt-6 text-sm text-muted">
        Or browse{" "}
        {BROWSE.map((item, index) => (
          <span key={item.href}>
            <Link href={item.href} className="font-medium text-accent-ink underline underline-offset-4">
              {item.label}
            </Link>
            {index < BROWSE.length - 2 ? ", " : index === BROWSE.length - 2 ? " and " : "."}
          </span>
        ))}
      </p>
    </section>
  );
}

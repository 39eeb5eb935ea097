import { Icon } from "@/components/ui/icon";
import { dashboardSearches } from "@/lib/search/record";
import type { SearchStat } from "@/lib/search/record";

const DAYS = 30;

/** What visitors searched the site for in the last 30 days: the most frequent searches, and those that found
 *  nothing (content worth writing). Reads the database on every visit of the dashboard. */
export async function SearchesCard() {
  return <SearchStats {...await dashboardSearches(DAYS)} />;
}

export function SearchStats({ frequent, unanswered }: { frequent: SearchStat[]; unanswered: SearchStat[] }) {
  return (
    <section
      aria-labelledby="site-searches"
      data-testid="searches-card"
      className="rounded-2xl border border-border bg-surface p-5"
    >
      <h2 id="site-searches" className="flex items-center gap-2 font-display text-lg font-semibold">
        <Icon name="Search" className="size-4 text-cyan" />
        Site searches (last {DAYS} days)
      </h2>
      <div className="mt-3 grid grid-cols-1 gap-6 sm:grid-cols-2">
        <StatList title="Most frequent" empty="No searches yet." rows={frequent} />
        <StatList
          title="Found nothing"
          empty={frequent.length ? "Every search found something." : "No searches yet."}
          rows={unanswered}
        />
      </div>
    </section>
  );
}

function StatList({ title, empty, rows }: { title: string; empty: string; rows: SearchStat[] }) {
  return (
    <div>
      <h3 className="text-sm font-semibold text-muted">{title}</h3>
      {rows.length === 0 ? (
        <p className="mt-2 text-sm text-subtle">{empty}</p>
      ) : (
        <dl className="mt-1 divide-y divide-border">
          {rows.map((row) => (
            <div key={row.query} className="flex items-center justify-between gap-3 py-2 text-sm">
              <dt className="min-w-0 truncate">{row.query}</dt>
              <dd className="tabular shrink-0 font-semibold" aria-label={`${row.searches} searches`}>
                {row.searches}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}

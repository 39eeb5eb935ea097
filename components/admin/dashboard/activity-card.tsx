import type { Series } from "@/lib/dashboard/activity";
import { ActivityChart } from "./activity-chart-loader.client";

/** One chart of the dashboard with its totals as a list (what the chart shows, readable without it). */
export function ActivityCard({
  id,
  title,
  days,
  series,
  empty,
}: {
  id: string;
  title: string;
  days: string[];
  series: Series[];
  empty: string;
}) {
  const total = series.reduce((sum, s) => sum + s.total, 0);
  return (
    <section
      aria-labelledby={id}
      className="grid grid-cols-1 gap-4 rounded-2xl border border-border bg-surface p-5"
      data-testid={id}
    >
      <div className="flex items-baseline justify-between gap-3">
        <h2 id={id} className="font-display text-lg font-semibold">
          {title}
        </h2>
        <p className="tabular text-sm text-muted">
          <span data-testid={`${id}-total`} className="font-semibold text-foreground">
            {total}
          </span>{" "}
          in total
        </p>
      </div>
      {total === 0 ? (
        <p className="text-sm text-muted">{empty}</p>
      ) : (
        <>
          <ActivityChart
            days={days}
            series={series}
            label={`${title}: ${series.map((s) => `${s.label} ${s.total}`).join(", ")}`}
          />
          <dl className="grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
            {series.map((s) => (
              <div key={s.key} className="flex justify-between gap-3 border-b border-border py-1.5">
                <dt className="text-muted">{s.label}</dt>
                <dd className="tabular font-semibold">{s.total}</dd>
              </div>
            ))}
          </dl>
        </>
      )}
    </section>
  );
}

import type { Series } from "@/lib/dashboard/activity";
import { ActivityChart } from "@/components/admin/dashboard/activity-chart-loader.client";

/** Views and visits per day, side by side (the visits are among the views, so not stacked). */
export function AudienceChart({ days, views, visits }: { days: string[]; views: number[]; visits: number[] }) {
  const total = (counts: number[]) => counts.reduce((a, b) => a + b, 0);
  const series: Series[] = [
    { key: "views", label: "Views", counts: views, total: total(views) },
    { key: "visits", label: "Visits", counts: visits, total: total(visits) },
  ];
  return (
    <section
      aria-labelledby="audience-chart"
      data-testid="audience-chart"
      className="rounded-2xl border border-border bg-surface p-5"
    >
      <h3 id="audience-chart" className="font-display text-lg font-semibold">
        Views and visits per day
      </h3>
      {series[0].total === 0 ? (
        <p className="mt-3 text-sm text-muted">No visits in this period.</p>
      ) : (
        <div className="mt-4">
          <ActivityChart
            days={days}
            series={series}
            stacked={false}
            label={`Views and visits per day: ${series[0].total} views, ${series[1].total} visits`}
          />
        </div>
      )}
    </section>
  );
}

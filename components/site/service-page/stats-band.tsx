import type { Stat } from "@/content/service-pages/types";

/** Headline figures in a band (tabular numbers). */
export function StatsBand({ id, stats }: { id: string; stats: Stat[] }) {
  return (
    <dl className="grid grid-cols-2 gap-px overflow-hidden rounded-card border border-border bg-border lg:grid-cols-4">
      {stats.map((stat) => (
        <div
          key={stat.label}
          data-testid={`${id}-item`}
          className="flex flex-col-reverse justify-end bg-surface p-5 sm:p-6 md:p-8"
        >
          <dt className="mt-2 text-sm text-muted">{stat.label}</dt>
          <dd className="tabular font-display text-3xl font-semibold whitespace-nowrap sm:text-4xl md:text-5xl">
            <span className="text-gradient">{stat.value}</span>
          </dd>
        </div>
      ))}
    </dl>
  );
}

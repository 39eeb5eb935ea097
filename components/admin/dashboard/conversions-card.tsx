import { MousePointerClick } from "lucide-react";

/** Clicks on the shared conversion actions in the last 30 days. */
export function ConversionsCard({ conversions }: { conversions: { action: string; count: number }[] }) {
  return (
    <section aria-labelledby="conversions" className="rounded-2xl border border-border bg-surface p-5">
      <h2 id="conversions" className="flex items-center gap-2 font-display text-lg font-semibold">
        <MousePointerClick className="size-4 text-pink" aria-hidden />Conversions (last 30 days)
      </h2>
      <dl className="mt-3 divide-y divide-border">
        {conversions.map(({ action, count }) => (
          <div key={action} className="flex items-center justify-between py-2.5 text-sm">
            <dt className="font-mono text-xs text-muted">{action}</dt>
            <dd className="tabular font-semibold">{count}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

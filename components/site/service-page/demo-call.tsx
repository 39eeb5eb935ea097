import { Icon } from "@/components/ui/icon";
import type { Stat } from "@/content/service-pages/types";
import { cn } from "@/lib/utils";

/** A sample call, shown as a transcript (the 'Listen to Demo' target). */
export function DemoCall({
  transcript,
  outcome,
}: {
  transcript: { speaker: "agent" | "lead"; text: string }[];
  outcome: Stat[];
}) {
  return (
    <div className="grid gap-8 lg:grid-cols-12">
      <figure className="rounded-card border border-border bg-surface p-6 md:p-8 lg:col-span-8">
        <figcaption className="flex items-center gap-3 border-b border-border pb-4 text-sm text-muted">
          <span className="inline-flex size-9 items-center justify-center rounded-pill bg-pink/15 text-pink">
            <Icon name="PhoneCall" className="size-4" />
          </span>
          Outbound qualification call · 1 min 48 s · recorded with consent
        </figcaption>
        <ol className="mt-6 space-y-4">
          {transcript.map((line, index) => (
            <li
              key={index}
              className={cn(
                "max-w-[85%] rounded-2xl px-4 py-3 text-sm leading-relaxed",
                line.speaker === "agent" ? "bg-surface-2" : "ml-auto bg-pink/10",
              )}
            >
              <span className="block text-xs font-semibold text-subtle">
                {line.speaker === "agent" ? "AI agent" : "Lead"}
              </span>
              {line.text}
            </li>
          ))}
        </ol>
      </figure>
      <dl className="grid content-start gap-4 lg:col-span-4">
        {outcome.map((stat) => (
          <div key={stat.label} className="rounded-card border border-border bg-surface p-6">
            <dt className="text-sm text-muted">{stat.label}</dt>
            <dd className="tabular mt-1 font-display text-2xl font-semibold">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

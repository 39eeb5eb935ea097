import type { ProjectView } from "@/lib/projects/rules";
import { CaseStudySection } from "./section";

/** Results & Impact: four detailed metrics with value, label and description. */
export function ResultsImpact({ project: p }: { project: ProjectView }) {
  const metrics =
    p.detailedMetrics.length > 0
      ? p.detailedMetrics.slice(0, 4)
      : Object.entries(p.metrics)
          .slice(0, 4)
          .map(([label, value]) => ({ label, value, description: "" }));
  if (metrics.length === 0) return null;
  return (
    <CaseStudySection
      id="results-impact"
      name="Results & Impact"
      eyebrow="Results & Impact"
      title="Measured after launch, not promised before it"
    >
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {metrics.map((m) => (
          <div key={m.label} className="flex flex-col rounded-3xl border border-border bg-surface p-7">
            <dt className="order-2 mt-2 font-medium">{m.label}</dt>
            <dd className="order-1 tabular font-display text-5xl font-semibold text-gradient">{m.value}</dd>
            {m.description && <dd className="order-3 mt-3 text-sm leading-relaxed text-muted">{m.description}</dd>}
          </div>
        ))}
      </dl>
    </CaseStudySection>
  );
}

import type { ProjectView } from "@/lib/projects/rules";
import { CaseStudySection } from "./section";

/** Our Approach: the project's own steps, in order, when it has any. */
export function Approach({ project: p }: { project: ProjectView }) {
  if (p.approach.length === 0) return null;
  return (
    <CaseStudySection
      id="approach"
      name="Our Approach"
      eyebrow="Our Approach"
      title="How we worked on it, step by step"
    >
      <ol className="grid gap-4 md:grid-cols-2">
        {p.approach.map((step, i) => (
          <li key={step} className="flex gap-4 rounded-3xl border border-border bg-surface p-6">
            <span aria-hidden className="tabular font-display text-2xl font-semibold text-gradient">
              {String(i + 1).padStart(2, "0")}
            </span>
            <p className="leading-relaxed text-muted">{step}</p>
          </li>
        ))}
      </ol>
    </CaseStudySection>
  );
}

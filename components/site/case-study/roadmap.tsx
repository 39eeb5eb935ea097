import { developmentRoadmap, type CaseStudyType } from "@/content/case-study";
import { CaseStudySection } from "./section";

/** Development Roadmap: 12 steps per project type, 8 by default. */
export function DevelopmentRoadmap({ type }: { type: CaseStudyType }) {
  const steps = developmentRoadmap[type];
  return (
    <CaseStudySection
      id="development-roadmap"
      name="Development Roadmap"
      eyebrow="Development Roadmap"
      title={`From first call to launch in ${steps.length} steps`}
      tone="raised"
    >
      <ol className="grid gap-px overflow-hidden rounded-3xl border border-border bg-border sm:grid-cols-2 lg:grid-cols-4">
        {steps.map((s, i) => (
          <li key={s.title} className="bg-background p-6">
            <span className="tabular font-display text-sm font-semibold text-accent-ink">
              Step {String(i + 1).padStart(2, "0")}
            </span>
            <h3 className="mt-2 font-semibold">{s.title}</h3>
            <p className="mt-2 text-sm leading-relaxed text-muted">{s.description}</p>
          </li>
        ))}
      </ol>
    </CaseStudySection>
  );
}

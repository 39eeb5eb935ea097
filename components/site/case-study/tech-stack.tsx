import { techStackHeading, type CaseStudyType } from "@/content/case-study";
import type { ProjectView } from "@/lib/projects/rules";
import { CaseStudySection } from "./section";

/** Tech Stack with a heading by project type; without a structured stack, the technology list stands in. */
export function TechStack({ project: p, type }: { project: ProjectView; type: CaseStudyType }) {
  const stack = p.techStack.length > 0 ? p.techStack : [{ category: "Technologies", technologies: p.technologies }];
  return (
    <CaseStudySection id="tech-stack" name="Tech Stack" eyebrow="Tech Stack" title={techStackHeading[type]} tone="raised">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {stack.filter((s) => s.technologies.length > 0).map((s) => (
          <div key={s.category} className="rounded-3xl border border-border bg-background p-6">
            <h3 className="text-xs font-semibold uppercase tracking-[0.2em] text-muted">{s.category}</h3>
            <ul className="mt-4 flex flex-wrap gap-2">
              {s.technologies.map((t) => <li key={t} className="rounded-full border border-border bg-surface px-3 py-1.5 text-sm">{t}</li>)}
            </ul>
          </div>
        ))}
      </div>
    </CaseStudySection>
  );
}

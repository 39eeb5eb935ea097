import { techStackHeading, type CaseStudyType } from "@/content/case-study";
import type { ProjectView } from "@/lib/projects/rules";
import { balancedGrid, balancedItem } from "@/components/ui/balanced-grid";
import { cn } from "@/lib/utils";
import { CaseStudySection } from "./section";

/** Tech Stack with a heading by project type; without a structured stack, the technology list stands in. */
export function TechStack({ project: p, type }: { project: ProjectView; type: CaseStudyType }) {
  const stack = (
    p.techStack.length > 0 ? p.techStack : [{ category: "Technologies", technologies: p.technologies }]
  ).filter((s) => s.technologies.length > 0);
  return (
    <CaseStudySection
      id="tech-stack"
      name="Tech Stack"
      eyebrow="Tech Stack"
      title={techStackHeading[type]}
      tone="raised"
    >
      <div className={cn("gap-4", balancedGrid(stack.length))}>
        {stack.map((s, index) => (
          <div
            key={s.category}
            className={cn("rounded-3xl border border-border bg-background p-6", balancedItem(index, stack.length))}
          >
            <h3 className="text-xs font-semibold uppercase tracking-[0.2em] text-muted">{s.category}</h3>
            <ul className="mt-4 flex flex-wrap gap-2 *:rounded-full *:border *:border-border *:bg-surface *:px-3 *:py-1.5 *:text-sm">
              {s.technologies.map((t) => (
                <li key={t}>{t}</li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </CaseStudySection>
  );
}

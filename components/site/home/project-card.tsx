import Link from "next/link";
import { Icon } from "@/components/ui/icon";
import { MediaImage } from "@/components/site/media-image";
import { firstMetrics, industryBadge } from "@/lib/projects/rules";
import type { Project } from "@/lib/projects/schema";
import { caseStudyPath } from "@/lib/paths";

export const METRIC_CHIPS_MAX = 2;

/** A project card of the home portfolio section: the whole card opens the case study. Given a full row (its list
 *  item is a size container), the cover sits large on the left and the text beside it. */
export function ProjectCard({ project }: { project: Project }) {
  return (
    <Link href={caseStudyPath(project.id)} data-testid="portfolio-card"
      className="group project-card">
      <div className="project-card-media">
        <MediaImage stockFallbacks src={project.image || "/images/placeholder.webp"} alt={project.title} fill sizes="(min-width: 768px) 760px, 100vw" />
        <span>{industryBadge(project)}</span>
      </div>
      <div className="flex flex-1 flex-col p-6 @3xl:justify-center @3xl:p-10">
        <h4 className="text-h3 font-semibold @3xl:text-h2">{project.title}</h4>
        <p className="mt-2 line-clamp-3 text-sm leading-relaxed text-muted">{project.description}</p>
        <ul className="mt-4 flex flex-wrap gap-2">
          {firstMetrics(project, METRIC_CHIPS_MAX).map((metric) => (
            <li key={metric.label} className="rounded-pill bg-surface-2 px-3 py-1 text-xs">
              <span className="tabular font-semibold">{metric.value}</span> <span className="text-muted">{metric.label}</span>
            </li>
          ))}
        </ul>
        <span className="mt-auto inline-flex items-center gap-1.5 pt-5 @3xl:mt-0 text-sm font-medium text-accent-ink">
          View Case Study <Icon name="ArrowRight" className="size-4 transition-transform group-hover:translate-x-0.5" />
        </span>
      </div>
    </Link>
  );
}

import Link from "next/link";
import { Icon } from "@/components/ui/icon";
import { MediaImage } from "@/components/site/media-image";
import { firstMetrics, industryBadge } from "@/lib/projects/rules";
import type { Project } from "@/lib/projects/schema";
import { caseStudyPath } from "@/lib/paths";

const METRIC_CHIPS_MAX = 2;

/** A project card of the home portfolio section: the whole card opens the case study. Given a full row (its list
 *  item is a size container), the cover sits large on the left and the text beside it. */
export function ProjectCard({ project }: { project: Project }) {
  return (
    <Link href={caseStudyPath(project.id)} data-testid="portfolio-card" className="group project-card">
      <div className="project-card-media">
        <MediaImage
          stockFallbacks
          blur={false}
          src={project.image || "/images/placeholder.webp"}
          alt={project.title}
          fill
          sizes="(min-width: 768px) 760px, 100vw"
        />
        <span>{industryBadge(project)}</span>
      </div>
      <div className="project-card-body">
        <h4>{project.title}</h4>
        <p>{project.description}</p>
        <ul>
          {firstMetrics(project, METRIC_CHIPS_MAX).map((metric) => (
            <li key={metric.label}>
              <b>{metric.value}</b> <span>{metric.label}</span>
            </li>
          ))}
        </ul>
        <span>
          View Case Study <Icon name="ArrowRight" />
        </span>
      </div>
    </Link>
  );
}

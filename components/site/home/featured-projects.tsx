import Link from "next/link";
import { Icon } from "@/components/ui/icon";
import { SmartImage } from "@/components/ui/smart-image.client";
import { caseStudyPath, portfolioPath } from "@/lib/paths";
import type { FeaturedProject } from "./featured-project";

/** Up to three projects of a service inside its expanded card. */
export function FeaturedProjects({
  projects,
  title,
  categoryId,
}: {
  projects: FeaturedProject[];
  title: string;
  categoryId: string;
}) {
  if (projects.length === 0) return null;
  return (
    <div data-featured className="mt-6 sm:col-span-2 lg:col-span-1 lg:mt-0">
      <h4>Featured projects</h4>
      <ul className="mt-3 grid gap-3">
        {projects.map((project) => (
          <li key={project.id}>
            <a
              href={caseStudyPath(project.id)}
              target="_blank"
              rel="noopener noreferrer"
              data-testid="featured-project"
              className="flex gap-3 rounded-xl border border-border bg-surface-2 p-3 transition hover:border-foreground/25"
            >
              <span className="relative size-16 shrink-0 overflow-hidden rounded-lg">
                {/* a fixed size: a srcset of 1x and 2x, not every configured width; eager, as these join the page only when their
                    card opens, inside a panel still growing from no height, where a lazy image would wait for it */}
                <SmartImage
                  blur={false}
                  src={project.image}
                  alt={project.title}
                  width={64}
                  height={64}
                  loading="eager"
                  className="size-full object-cover"
                  style={{ objectPosition: project.position }}
                />
              </span>
              <span className="min-w-0">
                <span className="flex items-center gap-2">
                  <span className="truncate font-medium">{project.title}</span>
                  <Icon name="ArrowUpRight" className="size-3.5 shrink-0 text-muted" />
                </span>
                <span className="mt-1 inline-block rounded-pill bg-background px-2 py-0.5 text-xs text-accent-ink">
                  {project.badge}
                </span>
                <span className="mini-chips">
                  {project.chips.map((tech) => (
                    <span key={tech}>{tech}</span>
                  ))}
                  {project.moreChips > 0 ? <span>+{project.moreChips}</span> : null}
                </span>
              </span>
            </a>
          </li>
        ))}
      </ul>
      <Link
        href={portfolioPath(categoryId)}
        className="mt-3 inline-flex items-center gap-1.5 text-sm font-medium text-accent-ink hover:underline"
      >
        See All {title} Projects <Icon name="ArrowRight" className="size-4" />
      </Link>
    </div>
  );
}

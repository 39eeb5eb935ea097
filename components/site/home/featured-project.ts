import type { ImageMeta } from "@/lib/media/image-meta";
import { objectPosition } from "@/lib/media/image-meta";
import { industryBadge, PROJECT_PLACEHOLDER_IMAGE, trimList } from "@/lib/projects/rules";
import type { Project } from "@/lib/projects/schema";

const FEATURED_PROJECTS_MAX = 3;
const TECH_CHIPS_MAX = 3;

/** What an expanded service card shows of a project: plain data, so React's payload carries it once as data (not
 *  as the markup it becomes, which the card draws in the browser). */
export interface FeaturedProject {
  id: string;
  title: string;
  image: string;
  /** The library image's focal point as a CSS object-position, when it has one. */
  position?: string;
  badge: string;
  chips: string[];
  moreChips: number;
}

/** The first three projects of a service as its expanded card shows them. */
export function featuredProjects(projects: Project[], metas: Record<string, ImageMeta | undefined>): FeaturedProject[] {
  return projects.slice(0, FEATURED_PROJECTS_MAX).map((project) => {
    const image = project.image || PROJECT_PLACEHOLDER_IMAGE;
    const chips = trimList(project.technologies, TECH_CHIPS_MAX);
    return {
      id: project.id,
      title: project.title,
      image,
      position: objectPosition(metas[image]),
      badge: industryBadge(project),
      chips: chips.shown,
      moreChips: chips.more,
    };
  });
}

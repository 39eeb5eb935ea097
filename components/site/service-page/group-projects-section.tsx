import { MediaImage } from "@/components/site/media-image";
import Link from "next/link";
import { Icon } from "@/components/ui/icon";
import { balancedGrid, balancedItem } from "@/components/ui/balanced-grid";
import { getProjects } from "@/lib/projects/queries";
import { cn } from "@/lib/utils";
import { loadGroupProjects } from "./group-projects";
import { SectionShell } from "./section-shell";
import { caseStudyPath } from "@/lib/paths";

/** The projects of a service group; renders nothing when there are none or when loading fails. */
export async function GroupProjectsSection({
  id,
  eyebrow,
  title,
  intro,
  group,
}: {
  id: string;
  eyebrow?: string;
  title: string;
  intro?: string;
  group: string;
}) {
  const projects = await loadGroupProjects(async () => (await getProjects()).data, group);
  if (projects.length === 0) return null;
  return (
    <SectionShell id={id} eyebrow={eyebrow} title={title} intro={intro}>
      <ul className={cn("gap-5", balancedGrid(projects.length))}>
        {projects.map((project, i) => (
          <li
            key={project.id}
            data-testid={`${id}-item`}
            className={cn(
              balancedItem(i, projects.length),
              "group relative overflow-hidden rounded-card border border-border bg-surface",
              projects.length === 1 && "md:grid md:grid-cols-[1.3fr_1fr] md:items-center",
            )}
          >
            {project.image && (
              <div
                className={cn(
                  "relative aspect-[16/10] bg-surface-2",
                  projects.length === 1 && "md:h-full md:min-h-80 md:aspect-auto",
                )}
              >
                <MediaImage
                  src={project.image}
                  alt=""
                  fill
                  sizes="(min-width: 1024px) 700px, 100vw"
                  className="object-cover object-top"
                />
              </div>
            )}
            <div className="p-6">
              {project.client && <p className="text-sm text-subtle">{project.client}</p>}
              <h3 className="mt-1 text-lg font-semibold">
                <Link
                  href={caseStudyPath(project.id)}
                  className="inline-flex items-center gap-1 after:absolute after:inset-0"
                >
                  {project.title}
                  <Icon name="ArrowUpRight" className="size-4" />
                </Link>
              </h3>
              <p className="mt-2 line-clamp-3 text-sm text-muted">{project.description}</p>
            </div>
          </li>
        ))}
      </ul>
    </SectionShell>
  );
}

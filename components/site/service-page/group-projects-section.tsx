import { MediaImage } from "@/components/site/media-image";
import Link from "next/link";
import { ArrowUpRight } from "lucide-react";
import { getProjects } from "@/lib/projects/queries";
import { loadGroupProjects } from "./group-projects";
import { SectionShell } from "./section-shell";
import { caseStudyPath } from "@/lib/paths";

/** The projects of a service group; renders nothing when there are none or when loading fails. */
export async function GroupProjectsSection({ id, eyebrow, title, intro, group }:
  { id: string; eyebrow?: string; title: string; intro?: string; group: string }) {
  const projects = await loadGroupProjects(async () => (await getProjects()).data, group);
  if (projects.length === 0) return null;
  return (
    <SectionShell id={id} eyebrow={eyebrow} title={title} intro={intro}>
      <ul className="grid gap-5 md:grid-cols-2 lg:grid-cols-3">
        {projects.map((project) => (
          <li key={project.id} data-testid={`${id}-item`} className="group overflow-hidden rounded-card border border-border bg-surface">
            {project.image && (
              <div className="relative aspect-[16/10] bg-surface-2">
                <MediaImage src={project.image} alt="" fill sizes="(min-width: 1024px) 400px, 100vw" className="object-cover" />
              </div>
            )}
            <div className="p-6">
              {project.client && <p className="text-sm text-subtle">{project.client}</p>}
              <h3 className="mt-1 text-lg font-semibold">
                <Link href={caseStudyPath(project.id)} className="inline-flex items-center gap-1 after:absolute after:inset-0">
                  {project.title}<ArrowUpRight className="size-4" aria-hidden />
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

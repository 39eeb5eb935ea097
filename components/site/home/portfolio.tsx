import Link from "next/link";
import type { ReactNode } from "react";
import { PORTFOLIO_TEXT } from "@/content/home";
import { buttonClass } from "@/components/ui/button";
import { getProjects } from "@/lib/projects/queries";
import { groupByService } from "@/lib/projects/rules";
import type { Project } from "@/lib/projects/schema";
import { cn } from "@/lib/utils";
import { ScopingLink } from "../scoping-link";
import { PortfolioFilter } from "./portfolio-filter.client";
import { ProjectCard } from "./project-card";
import { RetryButton } from "./retry-button.client";
import { SectionHeading } from "./section-heading";

function State({ children }: { children: ReactNode }) {
  return (
    <div role="status" className="mt-10 rounded-card border border-dashed border-border p-10 text-center text-muted">
      {children}
    </div>
  );
}

/** The project groups: two columns of cards per service (an odd one out at the end fills its row), with filters
 *  for services that have projects. */
function PortfolioGroups({ projects }: { projects: Project[] }) {
  if (projects.length === 0) return <State>{PORTFOLIO_TEXT.empty}</State>;
  const groups = groupByService(projects).map((group) => ({
    id: group.id,
    title: group.title,
    count: group.projects.length,
    node: (
      <div className="mt-10">
        <h3 className="text-xl font-semibold">{group.title}</h3>
        <ul className="mt-5 grid gap-6 md:grid-cols-2">
          {group.projects.map((project, i, all) => (
            <li
              key={project.id}
              className={cn("@container", i === all.length - 1 && all.length % 2 === 1 && "md:col-span-2")}
            >
              <ProjectCard project={project} />
            </li>
          ))}
        </ul>
      </div>
    ),
  }));
  return <PortfolioFilter groups={groups} />;
}

/** The projects, from the cached read: part of the prerendered page, in place. A Suspense boundary here would ship
 *  them in a hidden holder that a script moves in (React outlines a finished boundary this large), so a visitor or
 *  crawler without JavaScript would read only its loading message. */
async function LoadedPortfolio() {
  let projects: Project[];
  try {
    projects = (await getProjects()).data;
  } catch (error) {
    console.error("[portfolio] load failed:", error);
    return (
      <State>
        <p>{PORTFOLIO_TEXT.error}</p>
        <div className="mt-4">
          <RetryButton />
        </div>
      </State>
    );
  }
  return <PortfolioGroups projects={projects} />;
}

/** Home portfolio section (id portfolio). */
export function Portfolio() {
  return (
    <section id="portfolio" aria-labelledby="portfolio-title" className="section-y bg-surface/40">
      <div className="container-page">
        <SectionHeading
          id="portfolio-title"
          eyebrow="Portfolio"
          title={PORTFOLIO_TEXT.title}
          intro="Selected work for founders and product teams — measured by what changed after launch."
        />
        <LoadedPortfolio />
        <div className="mt-12 flex flex-wrap justify-center gap-3">
          <Link href="/portfolio" className={buttonClass({ size: "lg", variant: "outline" })}>
            View Full Portfolio
          </Link>
          <ScopingLink utmSource="portfolio" className={buttonClass({ size: "lg" })}>
            Get Started
          </ScopingLink>
        </div>
      </div>
    </section>
  );
}

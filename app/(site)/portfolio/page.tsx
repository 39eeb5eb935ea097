import type { Metadata } from "next";
import { PortfolioCta } from "@/components/site/portfolio/portfolio-cta";
import { PortfolioEmpty } from "@/components/site/portfolio/portfolio-empty";
import { PortfolioFilter } from "@/components/site/portfolio/portfolio-filter.client";
import { PortfolioHero } from "@/components/site/portfolio/portfolio-hero";
import { ProjectCard } from "@/components/site/portfolio/project-card";
import { cardImageLoading } from "@/components/ui/card-image-loading";
import { FIRST_ROW_CARDS } from "@/components/site/portfolio/grid-layout";
import { RefreshOnFocus } from "@/components/site/portfolio/refresh-on-focus.client";
import { getProjects } from "@/lib/projects/queries";
import { serviceCounts } from "@/lib/projects/rules";

export const metadata: Metadata = {
  title: "Portfolio",
  description:
    "Case studies of web platforms, SaaS products, mobile apps and AI systems designed and built by Kairo Labs, with the results they delivered.",
  alternates: { canonical: "/portfolio" },
  openGraph: {
    type: "website",
    siteName: "Kairo Labs",
    title: "Portfolio",
    url: "/portfolio",
    images: ["/images/og-default.png"],
  },
  twitter: { card: "summary_large_image", title: "Portfolio" },
};

/** /portfolio: a cached server page (no database query per visitor); the filter runs in the browser. */
export default async function PortfolioPage() {
  const { data: projects } = await getProjects();
  const sameService = (serviceId: string, id: string) =>
    projects
      .filter((p) => p.serviceId === serviceId && p.id !== id)
      .slice(0, 2)
      .map((p) => p.id);
  return (
    <>
      <RefreshOnFocus />
      <PortfolioHero count={projects.length} />
      <section aria-labelledby="projects-title" className="container-page pb-24">
        <h2 id="projects-title" className="sr-only">
          Projects
        </h2>
        {projects.length === 0 ? (
          <PortfolioEmpty />
        ) : (
          <PortfolioFilter
            total={projects.length}
            filters={serviceCounts(projects)}
            cards={projects.map((p, i) => ({
              id: p.id,
              serviceId: p.serviceId,
              card: (
                <ProjectCard
                  project={p}
                  siblings={sameService(p.serviceId, p.id)}
                  imageLoading={cardImageLoading(i, FIRST_ROW_CARDS)}
                />
              ),
            }))}
          />
        )}
      </section>
      <PortfolioCta />
    </>
  );
}

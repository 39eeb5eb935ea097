import { permanentRedirect, redirect, RedirectType } from "next/navigation";
import { redirectFor } from "@/lib/redirects/queries";
import { caseStudyPath } from "@/lib/paths";
import { getProject, ProjectLoadError } from "@/lib/projects/queries";
import { previewedItem } from "@/lib/preview/items";
import { projectType } from "@/lib/projects/type";
import { PreviewBar } from "@/components/site/preview/preview-bar";
import { projectTypeOf, withDefaults } from "@/lib/projects/rules";
import { Approach } from "./approach";
import { ChallengeSolution } from "./challenge-solution";
import { Gallery } from "./gallery";
import { CaseStudyHero } from "./hero";
import { CaseStudyJsonLd } from "./json-ld";
import { NextStudy } from "./next-study";
import { ProjectLoadErrorScreen } from "./project-load-error.client";
import { ResultsImpact } from "./results";
import { DevelopmentRoadmap } from "./roadmap";
import { SectionBoundary } from "./section-boundary.client";
import { TechStack } from "./tech-stack";
import { ClientTestimonial } from "./testimonial";
import { WhyChooseUs } from "./why-choose-us";

/** The case study of one project; an old address (a changed slug, a redirect the owner added) answers 308 to where
 *  it leads now, any other unknown id goes back to /portfolio (replacing history). Read at
 *  the page's top level (the route's loading.tsx shows the skeleton meanwhile), so the redirect is the response's
 *  own 307 and nothing is cached for an id that does not exist. */
export async function CaseStudy({ id }: { id: string }) {
  // In a preview (draft mode, admin or share link) the saved draft, read uncached.
  const preview = await previewedItem(projectType, id);
  let loaded;
  try {
    loaded = preview ? { data: preview.item } : await getProject(id);
  } catch (error) {
    if (error instanceof ProjectLoadError || (error as Error)?.name === "ProjectLoadError")
      return <ProjectLoadErrorScreen />;
    throw error;
  }
  if (!loaded.data) {
    const moved = await redirectFor(caseStudyPath(id));
    if (moved) permanentRedirect(moved);
    redirect("/portfolio", RedirectType.replace);
  }
  const project = withDefaults(loaded.data);
  // The project type picks the Tech Stack heading, the Why Choose Us variant and the roadmap (projectTypeOf):
  // the project's own `projectType` when set; else from its service: web-apps → web, saas → saas,
  // mobile-apps → mobile, ai-calling / ai-automation / chatbot-development → ai, ar-vr-development /
  // gaming-ar-vr → arvr, iot → iot; any other service → "default" (5 generic points, 8 roadmap steps).
  const type = projectTypeOf(project);
  return (
    <article>
      {preview && (
        <PreviewBar
          viewer={preview.viewer}
          status={project.status}
          editHref={`/admin/portfolio/edit/${encodeURIComponent(project.id)}`}
          pagePath={caseStudyPath(project.id)}
        />
      )}
      <CaseStudyJsonLd project={project} />
      <SectionBoundary section="Hero">
        <CaseStudyHero project={project} />
      </SectionBoundary>
      <ChallengeSolution project={project} />
      <Approach project={project} />
      <TechStack project={project} type={type} />
      <WhyChooseUs type={type} />
      <DevelopmentRoadmap type={type} />
      <ResultsImpact project={project} />
      <ClientTestimonial project={project} />
      <Gallery project={project} />
      <NextStudy currentId={project.id} />
    </article>
  );
}

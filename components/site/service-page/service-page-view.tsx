import { Suspense } from "react";
import { serviceById } from "@/content/services";
import { pageShowcase } from "@/content/service-pages/showcase";
import { SERVICE_PAGE_FADE_IN_MS, type Section, type ServicePage } from "@/content/service-pages/types";
import { ChatAssistant } from "./chat-assistant.client";
import { DemoCall } from "./demo-call";
import { DesignSamples } from "./design-samples";
import { FeatureGrid } from "./feature-grid";
import { GroupProjectsSection } from "./group-projects-section";
import { PageFadeIn } from "./page-fade-in";
import { Overview } from "./overview";
import { Packages } from "./packages";
import { ProcessSteps } from "./process-steps";
import { ReasonsList } from "./reasons-list";
import { SectionShell } from "./section-shell";
import { ServiceCta } from "./service-cta";
import { ServiceHero } from "./service-hero";
import { ServiceJsonLd } from "./service-json-ld";
import { ServiceShowcase } from "./service-showcase";
import { StatsBand } from "./stats-band";
import { TechStackGroups } from "./tech-stack-groups";

/** A service or product landing page composed from its content file (content/service-pages); it fades in shortly
 *  after it mounts. */
export function ServicePageView({ page }: { page: ServicePage }) {
  const showcase = pageShowcase(page);
  const heroImage = page.heroImage ?? serviceById(page.serviceCardId)?.image;
  const [first, ...rest] = page.sections;
  return (
    <PageFadeIn delayMs={SERVICE_PAGE_FADE_IN_MS}>
      <ServiceJsonLd page={page} />
      <ServiceHero hero={page.hero} accent={page.accent} page={page.route} image={heroImage} />
      {first && <PageSection section={first} page={page} alternate />}
      {showcase && <ServiceShowcase showcase={showcase} />}
      {rest.map((section, index) => (
        <PageSection key={section.id} section={section} page={page} alternate={index % 2 === 1} />
      ))}
    </PageFadeIn>
  );
}

function PageSection({ section, page, alternate }: { section: Section; page: ServicePage; alternate: boolean }) {
  const { id, eyebrow, title, intro } = section;
  const shell = {
    id,
    eyebrow,
    title,
    intro,
    className: alternate ? "border-y border-border bg-surface/40" : undefined,
  };
  switch (section.kind) {
    case "cta":
      return <ServiceCta id={id} title={title} intro={intro} actions={section.actions} page={page.route} />;
    case "projects":
      return (
        <Suspense fallback={null}>
          <GroupProjectsSection {...shell} group={section.group} />
        </Suspense>
      );
    case "features":
      return (
        <SectionShell {...shell}>
          <FeatureGrid id={id} items={section.items} accent={page.accent} columns={section.columns} />
        </SectionShell>
      );
    case "stack":
      return (
        <SectionShell {...shell}>
          <TechStackGroups id={id} groups={section.groups} accent={page.accent} />
        </SectionShell>
      );
    case "process":
      return (
        <SectionShell {...shell}>
          <ProcessSteps id={id} steps={section.steps} accent={page.accent} />
        </SectionShell>
      );
    case "packages":
      return (
        <SectionShell {...shell} align="center">
          <Packages id={id} packages={section.packages} />
        </SectionShell>
      );
    case "stats":
      return (
        <SectionShell {...shell}>
          <StatsBand id={id} stats={section.stats} />
        </SectionShell>
      );
    case "reasons":
      return (
        <SectionShell {...shell}>
          <ReasonsList id={id} reasons={section.reasons} />
        </SectionShell>
      );
    case "overview":
      return (
        <SectionShell {...shell}>
          <Overview paragraphs={section.paragraphs} asideTitle={section.asideTitle} asideItems={section.asideItems} />
        </SectionShell>
      );
    case "demo":
      return (
        <SectionShell {...shell}>
          <DemoCall transcript={section.transcript} outcome={section.outcome} />
        </SectionShell>
      );
    case "design-samples":
      return (
        <SectionShell {...shell}>
          <DesignSamples />
        </SectionShell>
      );
    case "assistant":
      return (
        <SectionShell {...shell} align="center">
          <div className="flex justify-center">
            <ChatAssistant />
          </div>
        </SectionShell>
      );
  }
}

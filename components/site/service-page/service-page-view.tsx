import { Suspense } from "react";
import { serviceById } from "@/content/services";
import type { Section, ServicePage } from "@/content/service-pages/types";
import { ChatAssistant } from "./chat-assistant.client";
import { DemoCall } from "./demo-call";
import { DesignSamples } from "./design-samples";
import { FeatureGrid } from "./feature-grid";
import { GroupProjectsSection } from "./group-projects-section";
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

/** A service or product landing page composed from its content file (content/service-pages). */
export function ServicePageView({ page }: { page: ServicePage }) {
  const card = serviceById(page.serviceCardId);
  const [first, ...rest] = page.sections;
  return (
    <>
      <ServiceJsonLd page={page} />
      <ServiceHero hero={page.hero} accent={page.accent} page={page.route} image={page.heroImage ?? card?.image} />
      {first && <PageSection section={first} page={page} alternate />}
      {card?.route === page.route && <ServiceShowcase card={card} />}
      {rest.map((section, index) => (
        <PageSection key={section.id} section={section} page={page} alternate={index % 2 === 1} />
      ))}
    </>
  );
}

function PageSection({ section, page, alternate }: { section: Section; page: ServicePage; alternate: boolean }) {
  const { id, eyebrow, title, intro } = section;
  const shell = { id, eyebrow, title, intro, className: alternate ? "border-y border-border bg-surface/40" : undefined };
  switch (section.kind) {
    case "cta":
      return <ServiceCta id={id} title={title} intro={intro} actions={section.actions} page={page.route} />;
    case "projects":
      return <Suspense fallback={null}><GroupProjectsSection {...shell} group={section.group} /></Suspense>;
    case "features":
      return <SectionShell {...shell}><FeatureGrid id={id} items={section.items} accent={page.accent} columns={section.columns} /></SectionShell>;
    case "stack":
      return <SectionShell {...shell}><TechStackGroups id={id} groups={section.groups} accent={page.accent} /></SectionShell>;
    case "process":
      return <SectionShell {...shell}><ProcessSteps id={id} steps={section.steps} accent={page.accent} /></SectionShell>;
    case "packages":
      return <SectionShell {...shell} align="center"><Packages id={id} packages={section.packages} /></SectionShell>;
    case "stats":
      return <SectionShell {...shell}><StatsBand id={id} stats={section.stats} /></SectionShell>;
    case "reasons":
      return <SectionShell {...shell}><ReasonsList id={id} reasons={section.reasons} /></SectionShell>;
    case "overview":
      return <SectionShell {...shell}><Overview paragraphs={section.paragraphs} asideTitle={section.asideTitle} asideItems={section.asideItems} /></SectionShell>;
    case "demo":
      return <SectionShell {...shell}><DemoCall transcript={section.transcript} outcome={section.outcome} /></SectionShell>;
    case "design-samples":
      return <SectionShell {...shell}><DesignSamples /></SectionShell>;
    case "assistant":
      return <SectionShell {...shell} align="center"><div className="flex justify-center"><ChatAssistant /></div></SectionShell>;
  }
}

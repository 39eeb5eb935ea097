import Link from "next/link";
import { buttonClass } from "@/components/ui/button";
import { serviceRoute } from "@/content/services";
import type { ServiceCard } from "@/content/types";
import type { Project } from "@/lib/projects/schema";
import { FeaturedProjects } from "./featured-projects";

/** The expanded part of a service card: details, features, technologies, price, timeline, buttons, projects. */
export function ServiceDetails({ card, projects, priorityProject }: { card: ServiceCard; projects: Project[]; priorityProject: boolean }) {
  return (
    <div className="grid gap-x-10 border-t border-border px-5 pt-5 pb-6 sm:grid-cols-2 sm:border-t-0 sm:p-7 lg:grid-cols-[1.15fr_1fr_1.2fr]">
      <div>
        <p className="leading-relaxed text-muted">{card.detailedDescription}</p>
        <h4 className="mt-5 text-sm font-semibold">What we deliver</h4>
        <ul className="checklist mt-2 grid gap-1.5 text-sm">
          {card.features.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
      </div>
      <div>
        <h4 className="mt-5 text-sm font-semibold sm:mt-0">Technologies</h4>
        <ul className="mt-2 flex flex-wrap gap-1.5 *:rounded-pill *:border *:border-border *:bg-surface-2 *:px-2.5 *:py-1 *:text-xs">
          {card.technologies.map((tech) => (
            <li key={tech}>{tech}</li>
          ))}
        </ul>
        <dl className="mt-5 grid grid-cols-2 gap-3 text-sm">
          <div className="rounded-xl bg-surface-2 p-3"><dt className="text-subtle">Starting at</dt><dd className="tabular mt-0.5 text-lg font-semibold">{card.startingPrice}</dd>
            {card.priceNote ? <dd className="mt-0.5 text-xs text-muted">{card.priceNote}</dd> : null}</div>
          <div className="rounded-xl bg-surface-2 p-3"><dt className="text-subtle">Timeline</dt><dd className="tabular mt-0.5 text-lg font-semibold">{card.timeline}</dd></div>
        </dl>
        <div className="mt-5 flex flex-wrap gap-2">
          <Link href={serviceRoute(card.id)} scroll className={buttonClass({ size: "sm" })}>Learn More<span className="sr-only"> about {card.title}</span></Link>
          <a href={`#services-${card.id || "unknown"}`} className={buttonClass({ size: "sm", variant: "outline" })}>Get Quote</a>
        </div>
      </div>
      {card.categoryId ? (
        <FeaturedProjects projects={projects} title={card.title} categoryId={card.categoryId} priorityFirst={priorityProject} />
      ) : null}
    </div>
  );
}

import Link from "next/link";
import { buttonClass } from "@/components/ui/button";
import { serviceById, serviceRoute } from "@/content/services";
import type { FeaturedProject } from "./featured-project";
import { FeaturedProjects } from "./featured-projects";

/** The expanded part of a service card: details, features, technologies, price, timeline, buttons, projects. The
 *  browser loads this module (with the cards' texts) when the services come near the viewport or a card is touched,
 *  so the ten cards' details are neither in the page's HTML nor twice in React's payload. */
export function ServiceDetails({ id, projects }: { id: string; projects: FeaturedProject[] }) {
  const card = serviceById(id);
  if (!card) return null;
  return (
    <div className="service-details">
      <div>
        <p className="leading-relaxed text-muted">{card.detailedDescription}</p>
        <h4 className="mt-5">What we deliver</h4>
        <ul className="checklist mt-2 grid gap-1.5 text-sm">
          {card.features.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
      </div>
      <div>
        <h4 className="mt-5 sm:mt-0">Technologies</h4>
        <ul className="tech-chips">
          {card.technologies.map((tech) => (
            <li key={tech}>{tech}</li>
          ))}
        </ul>
        <dl className="facts">
          <div>
            <dt>Starting at</dt>
            <dd>{card.startingPrice}</dd>
            {card.priceNote ? <dd className="text-xs text-muted">{card.priceNote}</dd> : null}
          </div>
          <div>
            <dt>Timeline</dt>
            <dd>{card.timeline}</dd>
          </div>
        </dl>
        <div className="mt-5 flex flex-wrap gap-2">
          <Link href={serviceRoute(card.id)} scroll className={buttonClass({ size: "sm" })}>
            Learn More<span className="sr-only"> about {card.title}</span>
          </Link>
          <a href={`#services-${card.id || "unknown"}`} className={buttonClass({ size: "sm", variant: "outline" })}>
            Get Quote
          </a>
        </div>
      </div>
      {card.categoryId ? (
        <FeaturedProjects projects={projects} title={card.title} categoryId={card.categoryId} />
      ) : null}
    </div>
  );
}

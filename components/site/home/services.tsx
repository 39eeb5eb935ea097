import { serviceGroups, services, servicesInGroup } from "@/content/services";
import type { ServiceCard as ServiceCardData } from "@/content/types";
import { balancedGrid, balancedItem } from "@/components/ui/balanced-grid";
import { SmartImage } from "@/components/ui/smart-image";
import type { Project } from "@/lib/projects/schema";
import { Icon } from "@/components/ui/icon";
import { CARD_STAGGER_MS, revealDelay } from "./reveal-delay";
import { SectionHeading } from "./section-heading";
import { ServiceCard } from "./service-card.client";
import { ServiceCards } from "./service-cards.client";
import { ServiceDetails } from "./service-details";

const accentText: Record<ServiceCardData["color"], string> = {
  cyan: "text-cyan", blue: "text-blue", pink: "text-pink", purple: "text-purple", green: "text-green",
};

function CardHeader({ card, priority }: { card: ServiceCardData; priority: boolean }) {
  return (
    <div className="p-2">
      <div className="card-media">
        <SmartImage src={card.image} alt={card.title} fill priority={priority} sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw" />
      </div>
      <div className="px-3 pt-4">
        <div className="flex items-start gap-2">
          <Icon name={card.icon} className={`mt-[0.3em] size-5 shrink-0 ${accentText[card.color]}`} />
          {/* a step smaller on wide screens, where four cards share a row: every title keeps to one line */}
          <h4 className="min-w-0 text-h3 font-semibold hyphens-auto lg:text-xl">{card.title}</h4>
        </div>
        <p className="mt-2 text-sm leading-relaxed text-muted">{card.description}</p>
      </div>
    </div>
  );
}

/** Ten service cards in three groups; each expands to its details and featured projects. */
export function Services({ projects }: { projects: Project[] }) {
  const firstFeatured = services.find((s) => s.categoryId && projects.some((p) => p.serviceId === s.categoryId))?.id;
  let index = 0;
  return (
    <section id="services" aria-labelledby="services-title" className="section-y bg-surface/40">
      <div className="container-page">
        <SectionHeading id="services-title" eyebrow="Capabilities" title="Services built for what comes next"
          intro="Ten disciplines, one senior team. Hover or tap a card to see what we deliver, the stack, the price and the timeline." />
        <ServiceCards>
          {serviceGroups.map((group) => (
            <div key={group.id} className="mt-14">
              <div data-reveal className="flex flex-wrap items-baseline justify-between gap-2 border-b border-border pb-3">
                <h3 className="text-xl font-semibold">{group.title}</h3>
                <p className="text-sm text-muted">{group.description}</p>
              </div>
              <div className={`relative mt-6 gap-5 ${balancedGrid(servicesInGroup(group.id).length, 4)}`}>
                {servicesInGroup(group.id).map((card, i, all) => {
                  const position = index++;
                  const own = card.categoryId ? projects.filter((p) => p.serviceId === card.categoryId) : [];
                  return (
                    <ServiceCard key={card.id} id={card.id} title={card.title} href={card.route} header={<CardHeader card={card} priority={position < 2} />}
                      className={balancedItem(i, all.length, 4)} style={revealDelay(i * CARD_STAGGER_MS)}>
                      <ServiceDetails card={card} projects={own} priorityProject={card.id === firstFeatured} />
                    </ServiceCard>
                  );
                })}
              </div>
            </div>
          ))}
        </ServiceCards>
      </div>
    </section>
  );
}

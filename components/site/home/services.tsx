import { serviceGroups, servicesInGroup } from "@/content/services";
import { balancedGrid, balancedItem } from "@/components/ui/balanced-grid";
import type { ImageMeta } from "@/lib/media/image-meta";
import type { Project } from "@/lib/projects/schema";
import { featuredProjects } from "./featured-project";
import { CARD_STAGGER_MS, revealDelay } from "./reveal-delay";
import { SectionHeading } from "./section-heading";
import { ServiceCard } from "./service-card.client";
import { ServiceCards } from "./service-cards.client";

/** Ten service cards in three groups; each expands to its details and featured projects. */
export function Services({ projects, metas }: { projects: Project[]; metas: Record<string, ImageMeta | undefined> }) {
  let index = 0;
  return (
    <section id="services" aria-labelledby="services-title" className="section-y bg-surface/40">
      <div className="container-page">
        <SectionHeading
          id="services-title"
          eyebrow="Capabilities"
          title="Services built for what comes next"
          intro="Ten disciplines, one senior team. Hover or tap a card to see what we deliver, the stack, the price and the timeline."
        />
        <ServiceCards>
          {serviceGroups.map((group) => (
            <div key={group.id} className="mt-14">
              <div data-reveal className="group-heading">
                <h3>{group.title}</h3>
                <p>{group.description}</p>
              </div>
              <div className={`relative mt-6 gap-5 ${balancedGrid(servicesInGroup(group.id).length, 4)}`}>
                {servicesInGroup(group.id).map((card, i, all) => {
                  const position = index++;
                  const own = card.categoryId ? projects.filter((p) => p.serviceId === card.categoryId) : [];
                  const { id, title, description, image, icon, color, route } = card;
                  return (
                    <ServiceCard
                      key={id}
                      card={{ id, title, description, image, icon, color, route }}
                      priority={position < 2}
                      projects={featuredProjects(own, metas)}
                      className={balancedItem(i, all.length, 4)}
                      style={revealDelay(i * CARD_STAGGER_MS)}
                    />
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

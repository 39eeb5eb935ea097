import type { ServiceCard } from "@/content/types";
import { Icon } from "@/components/ui/icon";
import { SmartImage } from "@/components/ui/smart-image.client";

/** What a closed service card shows, passed as data: the card draws it (server and browser alike), so React's payload
 *  holds these few fields instead of the markup they become. */
export type ServiceSummary = Pick<ServiceCard, "id" | "title" | "description" | "image" | "icon" | "color" | "route">;

const accentText: Record<ServiceCard["color"], string> = {
  cyan: "text-cyan",
  blue: "text-blue",
  pink: "text-pink",
  purple: "text-purple",
  green: "text-green",
};

export function ServiceCardHeader({ card, priority }: { card: ServiceSummary; priority: boolean }) {
  return (
    <div className="p-2">
      <div className="card-media">
        {/* eager, but not preloaded: the first cards sit below the hero, whose text is the page's largest paint, and the
            preload React writes into <head> for an eager image (unless its priority is low) put these ahead of the
            page's own scripts and styles */}
        <SmartImage
          src={card.image}
          alt={card.title}
          fill
          {...(priority ? ({ loading: "eager", fetchPriority: "low" } as const) : {})}
          sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
        />
      </div>
      <div className="px-3 pt-4">
        <div className="flex items-start gap-2">
          <Icon name={card.icon} className={`mt-[0.3em] size-5 shrink-0 ${accentText[card.color]}`} />
          <h4>{card.title}</h4>
        </div>
        <p>{card.description}</p>
      </div>
    </div>
  );
}

import { serviceById } from "@/content/services";
import type { ServicePage, Showcase } from "./types";

/** The page's image-led band: its own, or the wide scene and copy of the service card the page belongs to. */
export function pageShowcase(page: ServicePage): Showcase | undefined {
  if (page.showcase) return page.showcase;
  const card = serviceById(page.serviceCardId);
  if (card?.route !== page.route) return undefined;
  return {
    title: card.title,
    description: card.detailedDescription,
    features: card.features,
    image: card.backgroundImage,
  };
}

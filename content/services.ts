import type { ServiceCard, ServiceGroupHeading } from "./types";
import type { LinkItem } from "./navigation";
import { SERVICE_LINKS, type ServiceRoute } from "./service-pages/routes";
import { iot, mobileApps, saasSolutions, webApps } from "./services/build";
import { aiAutomation, aiCalling, chatbotDevelopment } from "./services/intelligence";
import { arVrDevelopment, gameDevelopment, uiUxDesign } from "./services/experience";

/** The ten service cards of the home page, in display order. */
export const services: ServiceCard[] = [
  webApps,
  saasSolutions,
  mobileApps,
  arVrDevelopment,
  chatbotDevelopment,
  aiCalling,
  aiAutomation,
  gameDevelopment,
  uiUxDesign,
  iot,
];

/** The three groups the cards are shown in on the home page. */
export const serviceGroups: ServiceGroupHeading[] = [
  {
    id: "build",
    title: "Build & Scale",
    description: "Web, SaaS, mobile and IoT products engineered for production from the first commit.",
  },
  {
    id: "intelligence",
    title: "AI & Intelligence",
    description: "Autonomous agents, voice AI and automation that take real work off your team's plate.",
  },
  {
    id: "experience",
    title: "Immersive Experience",
    description: "AR/VR worlds, games and interfaces people choose to come back to.",
  },
];

/** The cards of one group, in the order of `services`. */
export function servicesInGroup(group: ServiceCard["group"]): ServiceCard[] {
  return services.filter((card) => card.group === group);
}

/** The card with this id, if any. */
export function serviceById(id: string | undefined): ServiceCard | undefined {
  return id ? services.find((card) => card.id === id) : undefined;
}

const DEFAULT_SERVICE_ROUTE: ServiceRoute = "/web-apps";

/** The route of a service card (or of a portfolio category id); an unknown id falls back to /web-apps. */
export function serviceRoute(id?: string): string {
  if (!id) return DEFAULT_SERVICE_ROUTE;
  const card = services.find((c) => c.id === id) ?? services.find((c) => c.categoryId === id);
  return card ? card.route : DEFAULT_SERVICE_ROUTE;
}

/** The footer's service links: the twelve service pages. */
export const footerServiceLinks: LinkItem[] = SERVICE_LINKS.map(({ name, route }) => ({ name, href: route }));

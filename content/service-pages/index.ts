import type { ServicePage } from "./types";
import { aiAutomationPage } from "./ai-automation";
import { aiCallingPage } from "./ai-calling";
import { arVrPage } from "./ar-vr-development";
import { agentsPage } from "./chatbot-development";
import { gameDevelopmentPage } from "./game-development";
import { gamingArVrPage } from "./gaming-ar-vr";
import { iotPage } from "./iot";
import { mobileAppsPage } from "./mobile-apps";
import { salesForcePage } from "./sales-force";
import { saasPage } from "./saas";
import { speaksifyPage } from "./speaksify";
import { uiUxPage } from "./ui-ux-design";
import { webAppsPage } from "./web-apps";

/** The twelve service landing pages, in the order of SERVICE_LINKS (./routes.ts). */
export const servicePages: ServicePage[] = [
  webAppsPage,
  saasPage,
  mobileAppsPage,
  salesForcePage,
  aiCallingPage,
  aiAutomationPage,
  arVrPage,
  gamingArVrPage,
  iotPage,
  gameDevelopmentPage,
  uiUxPage,
  agentsPage,
];

/** Every landing page built from content/service-pages (for the sitemap). */
export const landingPageRoutes: string[] = [
  ...servicePages.map((page) => page.route),
  "/products",
  speaksifyPage.route,
];

/** The service page at /<segment>, if any (the dynamic route app/(site)/[service]). */
export const servicePageAt = (segment: string) => servicePages.find((page) => page.route === `/${segment}`);

export {
  aiAutomationPage,
  aiCallingPage,
  arVrPage,
  agentsPage,
  gameDevelopmentPage,
  gamingArVrPage,
  iotPage,
  mobileAppsPage,
  salesForcePage,
  saasPage,
  speaksifyPage,
  uiUxPage,
  webAppsPage,
};

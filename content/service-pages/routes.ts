/** The twelve service pages, in the footer's order: the one list of their paths and link names. The dynamic route
 *  app/(site)/[service] builds exactly these, and the proxy's known routes, the sitemap, the footer, the cards and
 *  the tests read them from here. */
export const SERVICE_LINKS = [
  { route: "/web-apps", name: "Web Applications" },
  { route: "/saas", name: "SaaS Solutions" },
  { route: "/mobile-apps", name: "Mobile Applications" },
  { route: "/sales-force", name: "Salesforce CRM" },
  { route: "/ai-calling", name: "AI Calling Agency" },
  { route: "/ai-automation", name: "AI Automation" },
  { route: "/ar-vr-development", name: "AR/VR Development" },
  { route: "/gaming-ar-vr", name: "Gaming & AR/VR" },
  { route: "/iot", name: "IoT Development" },
  { route: "/game-development", name: "Game Development" },
  { route: "/ui-ux-design", name: "UI/UX Design" },
  { route: "/chatbot-development", name: "AI Autonomous Agents" },
] as const;

export type ServiceRoute = (typeof SERVICE_LINKS)[number]["route"];

export const SERVICE_ROUTES: readonly ServiceRoute[] = SERVICE_LINKS.map((link) => link.route);

/** Service pages whose code is preloaded after hovering a home-page service card for 300 ms. Here, not beside the
 *  cards' texts in content/services.ts: the cards' browser code imports it, and a module is shipped whole. */
export const SERVICE_PRELOAD_ROUTES: ServiceRoute[] = [
  "/web-apps",
  "/saas",
  "/mobile-apps",
  "/ai-calling",
  "/ai-automation",
  "/sales-force",
];

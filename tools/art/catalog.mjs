// Every raster the site uses: path, size, accent and the scene that draws it.
import { webScene, designScene } from "./scenes/device.mjs";
import { dashboardScene, chartScene, tableScene } from "./scenes/dashboard.mjs";
import { phoneTrio, phoneHero } from "./scenes/phone.mjs";
import { voiceScene } from "./scenes/waveform.mjs";
import { agentScene, chipScene } from "./scenes/network.mjs";
import { flowScene, routeScene } from "./scenes/flow.mjs";
import { dispatchScene } from "./scenes/dispatch.mjs";
import { meshScene, arvrScene, gameScene } from "./scenes/mesh.mjs";
import { motifScene } from "./scenes/motifs.mjs";
import { crmScene, speaksifyScene, playScene } from "./scenes/service-heroes.mjs";
import { pricingScene, vitalsScene, storeScene, courseScene, pulseScene } from "./scenes/extras.mjs";

const DOTS = { dots: true };

export const SERVICES = [
  ["web-apps", "cyan", (c) => webScene(c, { brand: "Lumen", heading: ["Web apps that", "feel instant."] })],
  ["saas-solutions", "blue", (c) => dashboardScene(c, { brand: "Orbit", variant: "analytics" })],
  ["mobile-apps", "purple", (c) => phoneTrio(c, { brand: "Nova", screens: ["chat", "list", "workout"] })],
  ["ar-vr-development", "purple/cyan", (c) => arvrScene(c)],
  ["chatbot-development", "green/cyan", (c) => agentScene(c), DOTS],
  ["ai-calling", "pink", (c) => voiceScene(c)],
  ["ai-automation", "green", (c) => flowScene(c), DOTS],
  ["game-development", "pink/purple", (c) => gameScene(c)],
  ["ui-ux-design", "cyan/pink", (c) => designScene(c, { brand: "Canvas" })],
  ["iot", "blue/green", (c) => chipScene(c), DOTS],
];

// Service pages with no service card of their own get their own hero instead of borrowing a card's picture, and the
// wide scene of their image-led band.
export const SERVICE_PAGE_HEROES = [
  ["sales-force", "blue/cyan", (c) => crmScene(c)],
  ["speaksify", "pink/purple", (c) => speaksifyScene(c)],
  ["gaming-ar-vr", "purple/cyan", (c) => playScene(c)],
];

const PROJECTS = {
  "medflow-patient-portal": [
    "cyan",
    [
      (c) => webScene(c, { brand: "MedFlow", page: "health", phoneScreen: "health", url: "portal.medflow.health" }),
      (c) =>
        webScene(c, { brand: "MedFlow", heading: ["Care that", "follows you."], layout: 1, url: "medflow.health" }),
      (c) => phoneTrio(c, { brand: "MedFlow", screens: ["chat", "health", "list"] }),
      (c) => chartScene(c, { title: "Appointments booked online", value: "84,210" }),
      (c) => pulseScene(c),
    ],
  ],
  "ledgerly-finance-platform": [
    "blue",
    [
      (c) => dashboardScene(c, { brand: "Ledgerly", variant: "finance" }),
      (c) => chartScene(c, { title: "Net revenue", value: "$482,900" }),
      (c) => tableScene(c, { title: "Invoices", brand: "Ledgerly" }),
      (c) => pricingScene(c),
      (c) =>
        phoneHero(c, {
          screen: "finance",
          brand: "Ledgerly",
          stat: "$8,240",
          goal: "Cash runway",
          statLabel: "Net cash flow · October",
        }),
    ],
  ],
  "fitpulse-coaching-app": [
    "purple",
    [
      (c) => phoneTrio(c, { brand: "FitPulse", screens: ["workout", "fitness", "chat"] }),
      (c) => phoneHero(c, { screen: "fitness", brand: "FitPulse", statLabel: "Distance this week" }),
      (c) => chartScene(c, { title: "Active minutes", value: "1,284 min", bars: true }),
      (c) =>
        webScene(c, {
          brand: "FitPulse",
          heading: ["Train smarter.", "Every day."],
          phoneScreen: "fitness",
          layout: 2,
          url: "fitpulse.app",
        }),
      (c) =>
        phoneHero(c, {
          screen: "workout",
          brand: "FitPulse",
          side: "right",
          stat: "640 kcal",
          goal: "Streak · 12 days",
          statLabel: "Burned today",
        }),
    ],
  ],
  "routewise-logistics-automation": [
    "green",
    [
      (c) => dispatchScene(c),
      (c) => routeScene(c),
      (c) => dashboardScene(c, { brand: "RouteWise", variant: "logistics" }),
      (c) =>
        phoneHero(c, {
          screen: "driver",
          brand: "RouteWise",
          stat: "96.4%",
          goal: "On-time rate",
          statLabel: "Stops on time today",
        }),
      (c) =>
        tableScene(c, {
          title: "Shipments",
          brand: "RouteWise",
          cols: ["Shipment", "Route", "Status", "ETA"],
          money: false,
          labels: ["Delivered", "In transit", "Queued"],
          stat: "1,284",
          statLabel: "Delivered today",
        }),
    ],
  ],
};

export const PROJECT_LOGOS = {
  "medflow-patient-portal": ["MedFlow", "plus"],
  "ledgerly-finance-platform": ["Ledgerly", "ledger"],
  "fitpulse-coaching-app": ["FitPulse", "pulse"],
  "routewise-logistics-automation": ["RouteWise", "route"],
};

const BLOG = [
  ["ai-agents-in-production", "green", (c) => agentScene(c, { chat: false }), DOTS],
  [
    "offline-first-mobile-apps",
    "purple",
    (c) =>
      phoneHero(c, {
        screen: "list",
        brand: "Nova",
        stat: "3 queued",
        statLabel: "Changes waiting for signal",
        goal: "Offline mode",
        sub: ["Saved on the device", "Syncs when back online"],
      }),
  ],
  [
    "saas-pricing-architecture",
    "blue",
    (c) =>
      pricingScene(c, {
        unit: "/seat",
        tiers: [
          ["Free", "$0", "For trying it with a small team", ["3 seats", "1 workspace", "Community support"]],
          [
            "Team",
            "$12",
            "Per seat, billed monthly",
            [
              "Unlimited workspaces",
              "Usage: 50k API calls",
              "Overage $0.002 / call",
              "Roles & permissions",
              "Email support",
            ],
          ],
          [
            "Enterprise",
            "$36",
            "Per seat, annual contract",
            ["SSO & SCIM", "Audit log export", "Committed-use discount", "Uptime SLA 99.95%"],
          ],
        ],
      }),
  ],
  ["core-web-vitals-playbook", "cyan", (c) => vitalsScene(c)],
  ["voice-ai-lead-response", "pink", (c) => voiceScene(c, { layout: "orb" })],
  [
    "case-study-medflow-rebuild",
    "cyan",
    (c) =>
      phoneHero(c, {
        screen: "health",
        brand: "MedFlow",
        side: "right",
        stat: "1.8 s",
        statLabel: "Booking page on 3G (was 9.2 s)",
        goal: "Online bookings +41%",
      }),
  ],
];

const FALLBACK = {
  healthcare: [
    "cyan/green",
    [
      (c) => pulseScene(c),
      (c) => dashboardScene(c, { brand: "CarePoint", variant: "health" }),
      (c) => phoneHero(c, { screen: "health", stat: "72 bpm", goal: "Care plan" }),
    ],
  ],
  retail: [
    "pink/purple",
    [
      (c) => storeScene(c),
      (c) => phoneHero(c, { screen: "finance", stat: "$8,240", goal: "Daily target" }),
      (c) => chartScene(c, { title: "Orders", value: "12,480", bars: true }),
    ],
  ],
  education: [
    "blue/purple",
    [
      (c) => courseScene(c),
      (c) => phoneTrio(c, { screens: ["chat", "list", "fitness"] }),
      (c) => motifScene(c, "timeline"),
    ],
  ],
  ai: [
    "green/purple",
    [
      (c) => agentScene(c, { chat: false }),
      (c) => meshScene(c, { variant: "ico" }),
      (c) => voiceScene(c, { layout: "orb" }),
    ],
  ],
  generic: [
    "cyan/purple",
    [
      (c) => meshScene(c, { card: false }),
      (c) => meshScene(c, { variant: "sphere" }),
      (c) => meshScene(c, { variant: "ico", card: false }),
    ],
  ],
};

// One motif per feature, chosen for what the feature says (web apps 01-06, mobile apps 07-12; content/service-pages).
const FEATURES = [
  ["cyan", "responsive"], // responsive, accessible interfaces
  ["blue", "performance"], // performance by default
  ["purple", "security"], // security built in
  ["pink", "api"], // APIs and integrations
  ["green", "dashboards"], // dashboards and reporting
  ["cyan/purple", "pipeline"], // cloud and CI/CD
  ["blue/green", "sync"], // offline-first data
  ["purple/pink", "native"], // native performance
  ["green/cyan", "push"], // push and in-app messaging
  ["cyan/blue", "biometric"], // secure by design
  ["pink/purple", "payments"], // payments and subscriptions
  ["blue/purple", "release"], // analytics and crash reporting
];

/** Flat list of raster jobs: { path, width, height, id, accent, scene, mode, bg } */
export function jobs() {
  const out = [];
  for (const [id, accent, scene, bg] of SERVICES) {
    out.push({ path: `images/services/${id}.webp`, width: 1200, height: 800, id, accent, scene, bg });
    out.push({
      path: `images/services/${id}-bg.webp`,
      width: 1920,
      height: 1080,
      id: `${id}-bg`,
      accent,
      scene,
      bg,
      mode: "bg",
    });
  }
  for (const [id, accent, scene] of SERVICE_PAGE_HEROES) {
    out.push({ path: `images/services/${id}.webp`, width: 1200, height: 800, id, accent, scene });
    out.push({
      path: `images/services/${id}-bg.webp`,
      width: 1920,
      height: 1080,
      id: `${id}-bg`,
      accent,
      scene,
      mode: "bg",
    });
  }
  for (const [id, [accent, scenes]] of Object.entries(PROJECTS)) {
    scenes.forEach((scene, i) =>
      out.push({
        path: `images/projects/${id}/${i ? `gallery-${i}` : "cover"}.webp`,
        width: 1600,
        height: 1000,
        id: `${id}-${i}`,
        accent,
        scene,
        bg: { dots: i > 0 && i % 2 === 0 },
      }),
    );
  }
  for (const [slug, accent, scene, bg] of BLOG)
    out.push({ path: `images/blog/${slug}.webp`, width: 1600, height: 900, id: slug, accent, scene, bg });
  for (const [topic, [accent, scenes]] of Object.entries(FALLBACK)) {
    scenes.forEach((scene, i) =>
      out.push({
        path: `images/fallback/${topic}-${i + 1}.webp`,
        width: 1200,
        height: 800,
        id: `fallback-${topic}-${i}`,
        accent,
        scene,
      }),
    );
  }
  FEATURES.forEach(([accent, motif], i) => {
    const n = String(i + 1).padStart(2, "0");
    out.push({
      path: `images/features/feature-${n}.webp`,
      width: 800,
      height: 600,
      id: `feature-${n}`,
      accent,
      scene: (c) => motifScene(c, motif),
      bg: { dots: i % 2 === 1 },
    });
  });
  return out;
}

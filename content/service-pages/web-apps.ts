import type { ServicePage } from "./types";
import { deliveryProcess, getStarted, studioSection, viewPortfolio } from "./shared";

export const webAppsPage: ServicePage = {
  route: "/web-apps",
  serviceCardId: "web-apps",
  accent: "cyan",
  meta: {
    title: "Web Application Development",
    description:
      "Custom web applications — customer portals, marketplaces, dashboards and internal tools — built server-rendered, secure and fast by Kairo Labs.",
  },
  hero: {
    eyebrow: "Web Applications",
    title: "Web applications that load fast and",
    highlight: "scale with you.",
    description:
      "Customer portals, marketplaces and the internal tools your teams run the business on — server-rendered, typed end to end and instrumented from the first release.",
    actions: [getStarted("web-apps-hero", "Start Your Project"), viewPortfolio],
  },
  sections: [
    {
      kind: "features",
      id: "features",
      eyebrow: "What you get",
      title: "Everything a production web app needs",
      intro:
        "Six capabilities we build into every web application, so launch day is the start of the product, not a rewrite.",
      items: [
        {
          title: "Responsive, accessible interfaces",
          description:
            "Layouts that work from a 320 px phone to a 4K monitor, meeting WCAG 2.1 AA so every customer can use them.",
          image: "/images/features/feature-01.webp",
        },
        {
          title: "Performance by default",
          description:
            "Server rendering, streaming and image optimisation with Core Web Vitals budgets enforced in CI.",
          image: "/images/features/feature-02.webp",
        },
        {
          title: "Security built in",
          description:
            "SSO, role-based access, audit logs and OWASP-reviewed code, with secrets kept out of the repository.",
          image: "/images/features/feature-03.webp",
        },
        {
          title: "APIs and integrations",
          description:
            "Typed REST and GraphQL APIs plus payments, CRM, ERP and search integrations that fail gracefully.",
          image: "/images/features/feature-04.webp",
        },
        {
          title: "Dashboards and reporting",
          description:
            "Admin consoles, exports and live charts that give operations teams the numbers without a spreadsheet.",
          image: "/images/features/feature-05.webp",
        },
        {
          title: "Cloud and CI/CD",
          description:
            "Infrastructure as code, preview deployments for every change and monitoring that pages a human before customers notice.",
          image: "/images/features/feature-06.webp",
        },
      ],
    },
    studioSection,
    deliveryProcess("process", "From first workshop to launch in five steps"),
    {
      kind: "cta",
      id: "cta",
      title: "Have a web product in mind?",
      intro:
        "Book a 30-minute scoping session. You leave with a written scope, a timeline and a fixed price — whether or not you work with us.",
      actions: [getStarted("web-apps-cta", "Book a Scoping Session"), viewPortfolio],
    },
  ],
};

import type { Cta, ServicePage } from "./types";

const consultation: Cta = { label: "Get Free Consultation", target: { kind: "home-section", section: "contact" } };

export const salesForcePage: ServicePage = {
  route: "/sales-force",
  accent: "blue",
  heroImage: "/images/services/sales-force.webp",
  showcase: {
    title: "A pipeline that runs itself",
    description:
      "Stages that match how you sell, routing rules that put every new lead with the right rep within seconds, and forecasts leadership can read without an export to a spreadsheet.",
    features: [
      "Opportunity stages, territories and approvals modelled on your process",
      "Lead routing and assignment rules with an audit trail",
      "Forecast and pipeline dashboards for every team",
      "Clean, de-duplicated data from the first import on",
    ],
    image: "/images/services/sales-force-bg.webp",
  },
  meta: {
    title: "Salesforce CRM Development",
    description:
      "Salesforce implementation, customisation, integration and migration by certified developers — Sales Cloud, Service Cloud, Experience Cloud and Agentforce.",
  },
  hero: {
    eyebrow: "Salesforce CRM",
    title: "A Salesforce org your sales team",
    highlight: "actually wants to use.",
    description:
      "Implementation, clean-up and integration by certified Salesforce developers — pipelines that match how you sell, data you can trust and reports leadership reads.",
    actions: [
      consultation,
      { label: "View Our Portfolio", target: { kind: "link", href: "/portfolio" }, variant: "outline" },
    ],
  },
  sections: [
    {
      kind: "features",
      id: "services",
      eyebrow: "Services",
      title: "Everything Salesforce, under one roof",
      items: [
        {
          icon: "Rocket",
          title: "Implementation",
          description:
            "Sales Cloud and Service Cloud set up around your real sales stages, territories and approval rules.",
        },
        {
          icon: "Wrench",
          title: "Customisation",
          description: "Lightning Web Components, Flows and Apex where configuration alone is not enough.",
        },
        {
          icon: "Plug",
          title: "Integration",
          description:
            "ERP, billing, marketing automation and telephony connected through MuleSoft or robust REST APIs.",
        },
        {
          icon: "Database",
          title: "Data migration",
          description:
            "De-duplicated, validated migration from HubSpot, Zoho, Dynamics or spreadsheets, with a rehearsal first.",
        },
        {
          icon: "Bot",
          title: "Agentforce and Einstein",
          description: "AI agents and lead scoring grounded in your CRM data, with guardrails your admins control.",
        },
        {
          icon: "Headphones",
          title: "Managed support",
          description:
            "A certified admin and developer on call for releases, user requests and seasonal org health checks.",
        },
      ],
    },
    {
      kind: "projects",
      id: "portfolio",
      eyebrow: "Portfolio",
      title: "Salesforce projects we have delivered",
      group: "sales-force",
    },
    {
      kind: "assistant",
      id: "assistant",
      eyebrow: "Ask us",
      title: "Not sure where to start?",
      intro: "Our assistant can show you our work or connect you with a Salesforce architect.",
    },
    {
      kind: "cta",
      id: "cta",
      title: "Get more out of Salesforce this quarter",
      intro: "A free 45-minute review of your org: we list the quick wins, the risks and what a clean-up would cost.",
      actions: [
        consultation,
        { label: "View Case Studies", target: { kind: "link", href: "/portfolio" }, variant: "outline" },
      ],
    },
  ],
};

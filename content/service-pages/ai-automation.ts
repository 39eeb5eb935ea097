import type { ServicePage } from "./types";
import { getStarted } from "./shared";

export const aiAutomationPage: ServicePage = {
  route: "/ai-automation",
  serviceCardId: "ai-automation",
  accent: "green",
  meta: {
    title: "AI Automation",
    description:
      "AI workflow automation for finance, operations, sales and support: 80% time savings, 60% cost reduction and 99.9% accuracy on repetitive work.",
  },
  hero: {
    eyebrow: "AI Automation",
    title: "Take the repetitive work",
    highlight: "off your team's plate.",
    description:
      "We map your processes, automate the steps that do not need a person, and keep a human in the loop for the ones that do — with every action logged and reversible.",
    actions: [
      getStarted("ai-automation-hero", "Automate My Workflows"),
      { label: "Explore Solutions", target: { kind: "anchor", id: "solutions" }, variant: "outline" },
    ],
  },
  sections: [
    {
      kind: "features",
      id: "capabilities",
      eyebrow: "Capabilities",
      title: "What we automate",
      items: [
        {
          icon: "FileText",
          title: "Document processing",
          description: "Invoices, purchase orders, contracts and IDs read, validated and posted to your systems.",
        },
        {
          icon: "Workflow",
          title: "Workflow orchestration",
          description: "Multi-step processes across your tools with retries, approvals and audit trails.",
        },
        {
          icon: "Mail",
          title: "E-mail and inbox triage",
          description: "Classify, route and draft replies to shared inboxes, escalating what needs judgement.",
        },
        {
          icon: "BrainCircuit",
          title: "Decision support",
          description: "Models that score, forecast and flag anomalies, explained so people can trust them.",
        },
        {
          icon: "Database",
          title: "Data entry and sync",
          description: "Keep CRM, ERP and spreadsheets consistent without copy-and-paste.",
        },
        {
          icon: "BarChart3",
          title: "Reporting on autopilot",
          description: "Weekly and month-end reports compiled, checked and delivered before anyone asks.",
        },
      ],
    },
    {
      kind: "features",
      id: "solutions",
      eyebrow: "Solutions",
      title: "Four areas where automation pays back fastest",
      columns: 2,
      items: [
        {
          icon: "CreditCard",
          title: "Finance operations",
          description: "Accounts payable, reconciliation and expense checks.",
          points: ["Three-way invoice matching", "Bank reconciliation in minutes", "Exceptions routed to approvers"],
        },
        {
          icon: "Boxes",
          title: "Supply chain and operations",
          description: "Orders, inventory and logistics updates without manual chasing.",
          points: [
            "Order intake from e-mail and EDI",
            "Stock alerts and reorder suggestions",
            "Carrier status updates",
          ],
        },
        {
          icon: "TrendingUp",
          title: "Sales and marketing",
          description: "Leads enriched, scored and followed up while they are warm.",
          points: ["Lead enrichment and routing", "Personalised follow-up sequences", "CRM hygiene on autopilot"],
        },
        {
          icon: "Headphones",
          title: "Customer service",
          description: "Faster answers with agents focused on the hard cases.",
          points: [
            "Ticket classification and routing",
            "Suggested replies from your knowledge base",
            "Refunds and returns handled end to end",
          ],
        },
      ],
    },
    {
      kind: "stats",
      id: "roi",
      eyebrow: "Return on investment",
      title: "The numbers our automation clients report",
      stats: [
        { value: "80%", label: "Time savings" },
        { value: "60%", label: "Cost reduction" },
        { value: "99.9%", label: "Accuracy" },
        { value: "24/7", label: "Processing" },
      ],
    },
    {
      kind: "cta",
      id: "cta",
      title: "Find your first automation in one call",
      intro:
        "Walk us through one process that eats your team's week; we will show you what it looks like automated, and what it would save.",
      actions: [{ label: "Start Automation", target: { kind: "home-section", section: "contact" } }],
    },
  ],
};

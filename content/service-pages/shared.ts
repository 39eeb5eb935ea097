import type { Cta, ProcessStep, Reason, Section, Stat } from "./types";

/** Blocks reused across the landing pages (written once, inserted where each page uses them). */

/** The figures of the studio's delivery network (the core team's own are on the home page: 20+ people, 15+ projects). */
const studioStats: Stat[] = [
  { value: "230+", label: "Developers in our partner network" },
  { value: "500+", label: "Projects delivered across the network" },
  { value: "40+", label: "Countries served" },
  { value: "24/7", label: "Support" },
];

/** The shared inserted section: who builds your product. */
export const studioSection: Section = {
  kind: "stats",
  id: "studio",
  eyebrow: "Why Kairo Labs",
  title: "A senior core team, with a network behind it",
  intro:
    "Our core team of 20+ engineers and designers leads your product, and brings in vetted specialists from a partner network of 230+ developers when the work calls for them — in your time zone, in your tools, with one lead who answers for the outcome.",
  stats: studioStats,
};

export const getStarted = (utmSource: string, label = "Get Started"): Cta => ({
  label,
  target: { kind: "scoping", utmSource },
});
export const viewPortfolio: Cta = {
  label: "View Portfolio",
  target: { kind: "link", href: "/portfolio" },
  variant: "outline",
};

/** The five-phase delivery process shared by the web, SaaS and game pages. */
const deliverySteps: ProcessStep[] = [
  {
    title: "Discovery",
    description:
      "Workshops with your stakeholders and users to agree the problem, the success metrics and a scope that fits the budget.",
  },
  {
    title: "Design",
    description:
      "Flows, wireframes and a clickable prototype, tested with real users before a line of production code is written.",
  },
  {
    title: "Development",
    description:
      "Two-week sprints with a demo at the end of each, code reviews on every change and a staging build you can use.",
  },
  {
    title: "Testing",
    description:
      "Automated unit, integration and end-to-end tests, accessibility and performance audits, and a security review.",
  },
  {
    title: "Deployment",
    description:
      "Zero-downtime release with monitoring, alerting and a rollback plan, then a hand-over and support window.",
  },
];

export const deliveryProcess = (id = "process", title = "How we deliver, in five steps"): Section => ({
  kind: "process",
  id,
  eyebrow: "Process",
  title,
  intro: "The same disciplined path on every engagement, so you always know what happens next and what it costs.",
  steps: deliverySteps,
});

/** The reusable 'why choose' reasons. */
const whyChooseReasons: Reason[] = [
  {
    title: "Senior people on your project",
    description:
      "Your work is led by engineers with five to fifteen years in production — not handed to a bench of juniors.",
  },
  {
    title: "Fixed scope, transparent pricing",
    description: "A written scope and a price before we start; changes are estimated and agreed before they are built.",
  },
  {
    title: "You own everything",
    description: "Code, designs, accounts and infrastructure live in your organisation from the first day.",
  },
  {
    title: "Quality you can measure",
    description:
      "Automated tests, performance budgets and accessibility checks run on every change, not only before launch.",
  },
  {
    title: "Support after launch",
    description:
      "Monitoring, fixes and a named contact around the clock, with response times written into the contract.",
  },
];

export const whyChoose = (id = "why-choose", title = "Why teams choose Kairo Labs"): Section => ({
  kind: "reasons",
  id,
  eyebrow: "Why us",
  title,
  reasons: whyChooseReasons,
});

import type { Cta, ServicePage } from "./types";
import { getStarted, viewPortfolio } from "./shared";

const designAudit: Cta = {
  label: "Free Design Audit",
  target: { kind: "conversion", action: "design-consultation" },
  variant: "outline",
};

export const uiUxPage: ServicePage = {
  route: "/ui-ux-design",
  serviceCardId: "ui-ux-design",
  accent: "pink",
  meta: {
    title: "UI/UX Design",
    description:
      "Product design for web and mobile: research, UX strategy, interface design, design systems and usability testing. Book a free design audit.",
  },
  hero: {
    eyebrow: "UI/UX Design",
    title: "Interfaces that make the complex",
    highlight: "feel obvious.",
    description:
      "Research-led product design for web and mobile — from the first user interview to a design system your engineers can ship from.",
    actions: [getStarted("ui-ux-hero"), designAudit],
  },
  sections: [
    {
      kind: "design-samples",
      id: "work-samples",
      eyebrow: "Work samples",
      title: "One flow, before and after",
      intro:
        "A clinic's appointment booking, redesigned: fourteen fields on one screen became three short steps — and the design system behind it keeps every later screen consistent.",
    },
    {
      kind: "stack",
      id: "tools",
      eyebrow: "Tools",
      title: "Eight categories of tools we work in",
      groups: [
        { title: "Interface Design", icon: "PenTool", items: ["Figma", "Framer", "Sketch"] },
        { title: "Prototyping", icon: "Wand2", items: ["Figma prototypes", "ProtoPie", "Framer"] },
        { title: "User Research", icon: "Search", items: ["Maze", "Dovetail", "Lookback"] },
        { title: "Analytics", icon: "BarChart3", items: ["Hotjar", "Mixpanel", "Google Analytics 4"] },
        { title: "Design Systems", icon: "Blocks", items: ["Tokens Studio", "Storybook", "Zeroheight"] },
        { title: "Motion", icon: "Activity", items: ["After Effects", "Lottie", "Rive"] },
        { title: "Collaboration", icon: "Users", items: ["FigJam", "Miro", "Notion"] },
        { title: "Accessibility", icon: "ShieldCheck", items: ["Stark", "axe DevTools", "WCAG 2.2 checklists"] },
      ],
    },
    {
      kind: "reasons",
      id: "reasons",
      eyebrow: "Why us",
      title: "Five reasons to design with us",
      reasons: [
        {
          title: "Evidence over opinion",
          description:
            "Decisions grounded in interviews, analytics and usability tests — not the loudest voice in the room.",
        },
        {
          title: "Designers who understand code",
          description: "Every screen is feasible, responsive and documented for the engineers who build it.",
        },
        {
          title: "Accessible by default",
          description: "Contrast, focus order and screen-reader flows designed in, to WCAG 2.2 AA.",
        },
        {
          title: "Design systems that scale",
          description: "Tokens and components that keep ten teams consistent without slowing them down.",
        },
        {
          title: "Outcomes you can measure",
          description: "We agree the metric — conversion, task time, support tickets — and report against it.",
        },
      ],
    },
    {
      kind: "process",
      id: "process",
      eyebrow: "Process",
      title: "Our 11-step design process",
      steps: [
        { title: "Kick-off", description: "Goals, constraints, stakeholders and the metric we will move." },
        { title: "User research", description: "Interviews and field observation with real users." },
        { title: "Competitive analysis", description: "What the market does well, and where it leaves room." },
        { title: "Personas and journeys", description: "Who we design for and where today's experience breaks." },
        { title: "Information architecture", description: "Navigation, content structure and card sorting." },
        { title: "Wireframes", description: "Low-fidelity layouts to agree structure quickly." },
        { title: "Visual design", description: "Brand-true interface design in light and dark." },
        { title: "Prototyping", description: "Clickable prototypes of the key flows." },
        { title: "Usability testing", description: "Moderated tests, findings and fixes." },
        {
          title: "Design system and hand-off",
          description: "Components, tokens, specs and annotations for engineering.",
        },
        { title: "Launch and iteration", description: "Design QA in the build and improvements from live data." },
      ],
    },
    {
      kind: "cta",
      id: "cta",
      title: "See what your users see",
      intro:
        "Our free design audit reviews your key flows and sends back a prioritised list of fixes within five working days.",
      actions: [getStarted("ui-ux-cta"), designAudit, viewPortfolio],
    },
  ],
};

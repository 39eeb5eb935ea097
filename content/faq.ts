import type { FaqItem } from "./types";

/** The eight FAQ items of the home page. Prices and timelines match the service cards. */
export const faqItems: FaqItem[] = [
  {
    id: "timeline",
    question: "How long does a typical project take?",
    answer:
      "It depends on scope, but our ranges are predictable. A web application usually takes 4-12 weeks, a mobile app 6-14 weeks, and a SaaS platform or an AI autonomous agent 8-16 weeks. AI calling deployments go live in 6-10 weeks, AI automation in 8-12 weeks, and game development runs 12-24 weeks. After the free scoping session you receive a milestone plan with dates, and you see working software at the end of every two-week sprint, so progress is never a matter of trust.",
  },
  {
    id: "technologies",
    question: "Which technologies do you work with?",
    answer:
      "We choose the stack for your product, not for our comfort. On the web that is usually Next.js, React and TypeScript with Node.js and PostgreSQL; on mobile, React Native, Flutter, Swift or Kotlin. Our AI work uses OpenAI and Anthropic models, LangGraph, vector databases and real-time voice stacks such as Twilio and Deepgram. Games and AR/VR are built in Unity or Unreal Engine, IoT on ESP32 and AWS IoT Core, and everything runs on AWS, Google Cloud or Azure with infrastructure as code.",
  },
  {
    id: "support",
    question: "Do you provide support after launch?",
    answer:
      "Yes. Every project includes a warranty period after launch in which we fix defects at no cost, and most clients continue on a monthly support plan. Plans cover monitoring, security patches, dependency upgrades, performance tuning and a block of hours for new features each month. Critical production issues get 24/7 coverage with agreed response times, and you always deal with a named engineer who knows your codebase, not an anonymous ticket queue.",
  },
  {
    id: "process",
    question: "What does your development process look like?",
    answer:
      "Five steps, run in short and visible cycles. Discovery: we clarify goals, users and constraints and agree on what success means. Design: wireframes, prototypes and the architecture are reviewed with you before any code is written. Development: two-week sprints with a live demo at the end of each. Testing: automated tests, QA on real devices, and security and performance checks. Deployment: a staged release with monitoring, documentation and a handover session. You can see the project board and staging environment from day one.",
  },
  {
    id: "ai-expertise",
    question: "How deep is your AI expertise?",
    answer:
      "AI is where most of our work happens. We build autonomous agents that use tools and company data, AI calling agents that qualify and book leads in several languages, and automation that reads documents and updates business systems. Our own voice product, Speaksify, runs these systems in production every day. We evaluate models against your data before committing to one, design guardrails and human approval steps, and measure results in business terms: response time, conversion, hours saved and cost per task.",
  },
  {
    id: "pricing",
    question: "How much does a project cost?",
    answer:
      "Pricing follows scope, and we publish our starting points: web applications from $5,000, UI/UX design from $7,000, AI calling from $8,000, mobile apps from $10,000, AR/VR, AI automation and IoT from $12,000, full SaaS platforms (an MVP package from $5,000) and AI autonomous agents from $15,000, and game development from $20,000. After scoping you receive a fixed-price proposal split into milestones, or a monthly rate for a dedicated team on evolving products. Hosting, licences and third-party costs are listed up front, so there are no surprises.",
  },
  {
    id: "collaboration",
    question: "How will we work together day to day?",
    answer:
      "You get a dedicated project lead, a shared Slack or Microsoft Teams channel and a live project board. We hold a short weekly call, demo working software at the end of every sprint and send a written update each week covering progress, risks and the decisions we need from you. Our teams work from India on GMT+5:30 with overlap hours for clients in Europe, the Middle East and North America. You own the code, designs and accounts from the first commit.",
  },
  {
    id: "industries",
    question: "Which industries do you work with?",
    answer:
      "We have shipped products for startups, agencies and scale-ups in e-commerce and retail, healthcare, education, fintech, real estate, logistics, travel and B2B SaaS. Each industry shapes the details — careful handling of patient data in healthcare, payment compliance in fintech, peak-traffic planning in retail — and we bring those patterns with us. When a domain is new to us, discovery includes time with your specialists, so the product reflects how your business actually works rather than how it looks from outside.",
  },
];

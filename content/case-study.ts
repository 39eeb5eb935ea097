import type { ProjectType } from "@/lib/projects/schema";

/** The case-study variant of a project (see projectTypeOf in lib/projects/rules.ts). */
export type CaseStudyType = ProjectType | "default";

export interface Point {
  title: string;
  description: string;
}

/** The heading of the Tech Stack section by project type. */
export const techStackHeading: Record<CaseStudyType, string> = {
  saas: "SaaS Platform Architecture",
  mobile: "Mobile Technology Stack",
  web: "Web Technology Stack",
  ai: "AI & Machine Learning Stack",
  arvr: "Immersive Technology Stack",
  iot: "IoT & Edge Technology Stack",
  default: "Technology Stack",
};

/** Why Choose Us: five points for each of the six project types plus the default. */
export const whyChooseUs: Record<CaseStudyType, Point[]> = {
  saas: [
    {
      title: "Multi-tenant by design",
      description:
        "Tenant isolation, per-tenant configuration and data boundaries are decided in week one, not retrofitted after the first enterprise deal.",
    },
    {
      title: "Billing that scales with you",
      description:
        "Plans, metering, proration, invoices and tax handled through proven providers, with a pricing model you can change without a rewrite.",
    },
    {
      title: "Enterprise-ready security",
      description:
        "SSO, role-based access, audit logs and encryption at rest ship as standard, so security questionnaires stop blocking sales.",
    },
    {
      title: "Observability from day one",
      description:
        "Tracing, metrics and error reporting wired into every service, so you see a slow query before your customers do.",
    },
    {
      title: "Growth without rewrites",
      description:
        "Modular services and a clean data model that carry you from the first hundred users to the first hundred thousand.",
    },
  ],
  mobile: [
    {
      title: "Native feel, shared code",
      description:
        "One codebase for iOS and Android that still respects each platform's gestures, navigation and accessibility settings.",
    },
    {
      title: "Offline-first",
      description:
        "Local storage and background sync keep the app useful in lifts, basements and on patchy rural networks.",
    },
    {
      title: "Store launches handled",
      description:
        "Signing, review guidelines, privacy labels and staged rollouts managed end to end, so launch day is uneventful.",
    },
    {
      title: "Fast on real phones",
      description:
        "We profile on mid-range Android devices, not just the latest iPhone, and keep cold starts under two seconds.",
    },
    {
      title: "Analytics that answer questions",
      description:
        "Event tracking designed around your funnel, so every release is measured against retention, not opinions.",
    },
  ],
  web: [
    {
      title: "Performance budgets",
      description:
        "Core Web Vitals targets agreed up front and enforced in CI, so pages stay fast after launch, not only on it.",
    },
    {
      title: "Accessible by default",
      description:
        "WCAG 2.1 AA checked with automated and manual testing on every screen, keyboard and screen reader included.",
    },
    {
      title: "Search-ready rendering",
      description:
        "Server rendering, structured data and clean URLs give search engines the same complete page your visitors see.",
    },
    {
      title: "Editors stay in control",
      description: "Content, schedules and settings editable by your team without a developer in the loop.",
    },
    {
      title: "Safe, gradual launches",
      description:
        "Feature flags, side-by-side running and staged cut-overs keep your business open throughout the migration.",
    },
  ],
  ai: [
    {
      title: "Grounded in your data",
      description:
        "Retrieval over your own documents and systems, with sources cited, so answers are accurate and auditable.",
    },
    {
      title: "Evaluation before launch",
      description:
        "Test sets built from real conversations measure accuracy, tone and safety before a single customer talks to the system.",
    },
    {
      title: "Humans in the loop",
      description:
        "Clear hand-off rules route edge cases to your team with full context, so automation never strands a customer.",
    },
    {
      title: "Cost under control",
      description: "Model routing, caching and prompt budgets keep per-interaction cost predictable as volume grows.",
    },
    {
      title: "Privacy by design",
      description:
        "Data minimisation, redaction and regional hosting keep personal data where your compliance team expects it.",
    },
  ],
  arvr: [
    {
      title: "Comfort-first design",
      description:
        "Frame-rate budgets, locomotion options and session lengths designed to keep every user comfortable.",
    },
    {
      title: "Cross-device reach",
      description: "Experiences that run on headsets, phones and the browser from one content pipeline.",
    },
    {
      title: "Optimised 3D assets",
      description: "Polygon, texture and draw-call budgets keep scenes smooth on standalone hardware.",
    },
    {
      title: "Real-world testing",
      description: "Usability sessions with your actual audience, in the spaces where the experience will be used.",
    },
    {
      title: "Measurable engagement",
      description:
        "Spatial analytics show where people look, linger and drop off, so each iteration improves the experience.",
    },
  ],
  iot: [
    {
      title: "Hardware to dashboard",
      description: "Firmware, connectivity, cloud and apps delivered by one team, so nothing falls between vendors.",
    },
    {
      title: "Secure device fleet",
      description: "Per-device identity, signed firmware and encrypted transport protect every sensor in the field.",
    },
    {
      title: "Over-the-air updates",
      description: "Staged, reversible OTA updates fix and improve devices without a truck roll.",
    },
    {
      title: "Edge intelligence",
      description: "Processing close to the sensor cuts bandwidth and keeps working when the connection drops.",
    },
    {
      title: "Built for the field",
      description: "Power budgets, enclosures and install procedures designed for dust, heat and real technicians.",
    },
  ],
  default: [
    {
      title: "Senior, dedicated team",
      description:
        "Experienced engineers and designers who stay with your product from discovery to launch and beyond.",
    },
    {
      title: "Transparent delivery",
      description:
        "Two-week sprints, working demos and a shared roadmap, so you always know what is done and what is next.",
    },
    {
      title: "Quality built in",
      description: "Automated tests, code review and continuous delivery keep every release stable.",
    },
    {
      title: "Business outcomes first",
      description: "Every feature is tied to a metric you care about, from conversion to cost per transaction.",
    },
    {
      title: "Long-term partnership",
      description: "Support, monitoring and iteration after launch, so the product keeps earning its place.",
    },
  ],
};

const step = (title: string, description: string): Point => ({ title, description });

/** Development Roadmap: twelve steps for each project type, eight by default. */
export const developmentRoadmap: Record<CaseStudyType, Point[]> = {
  saas: [
    step(
      "Market & user research",
      "Interviews and competitor analysis define the problem, the buyer and the first paying segment.",
    ),
    step(
      "Product definition",
      "Core workflows, pricing hypotheses and a prioritised feature map for the first release.",
    ),
    step(
      "Architecture & tenancy",
      "Multi-tenant data model, service boundaries and security model decided and documented.",
    ),
    step(
      "UX & design system",
      "Wireframes tested with users, then a component library that keeps the product consistent.",
    ),
    step("Authentication & roles", "Sign-up, SSO, invitations and role-based access for teams of every size."),
    step(
      "Core feature build",
      "The workflows customers pay for, built in two-week sprints with a demo at the end of each.",
    ),
    step(
      "Billing & subscriptions",
      "Plans, trials, metering, invoices and dunning integrated with your payment provider.",
    ),
    step("Integrations & API", "Public API, webhooks and the first integrations your customers already use."),
    step("Analytics & admin", "Usage analytics, customer health and an admin console for your support team."),
    step("Security & load testing", "Penetration test, load test and a review against your compliance targets."),
    step("Beta & launch", "Private beta with design partners, fixes from real usage, then a staged public launch."),
    step("Scale & iterate", "Monitoring, cost tuning and a roadmap driven by retention and expansion data."),
  ],
  mobile: [
    step("Discovery workshop", "Goals, audiences and the journeys that matter most on a small screen."),
    step("User research", "Interviews and field observation of how people use their phones in context."),
    step("Information architecture", "Navigation, screen map and the offline and notification strategy."),
    step("Prototype & testing", "Clickable prototypes tested with real users on real devices."),
    step("Visual design", "Platform-aware UI for iOS and Android, light and dark, with accessible type sizes."),
    step("App foundation", "Project setup, CI, crash reporting, analytics and the shared component library."),
    step(
      "Feature development",
      "Sprint-by-sprint delivery of the core flows with builds on testers' phones every week.",
    ),
    step("Backend & sync", "APIs, push notifications and offline sync with conflict handling."),
    step("Device testing", "Automated tests plus a device lab covering old, small and low-memory phones."),
    step("Store preparation", "Listings, screenshots, privacy labels and review compliance for both stores."),
    step("Staged release", "Phased rollout with crash and performance monitoring at every stage."),
    step("Growth & updates", "Release train, A/B tests and improvements guided by retention data."),
  ],
  web: [
    step("Discovery", "Stakeholder interviews, analytics review and measurement of the current site."),
    step("Requirements", "User stories, acceptance criteria and a performance and accessibility budget."),
    step(
      "Information architecture",
      "Sitemap, content model and URL structure designed for people and search engines.",
    ),
    step("Wireframes", "Low-fidelity layouts for every key page, reviewed with real users."),
    step("Visual design", "A responsive design system with typography, colour and components."),
    step("Frontend foundation", "Framework setup, CI, linting, testing and preview deployments for every change."),
    step("Backend & integrations", "APIs, data model and integrations with your existing systems."),
    step("Feature development", "Iterative sprints delivering working pages and flows every two weeks."),
    step("Content & SEO", "Content migration, metadata, structured data and redirects from old URLs."),
    step("Quality assurance", "Cross-browser, accessibility, performance and security testing."),
    step("Launch", "Staged cut-over with monitoring, rollback plan and search-console checks."),
    step("Optimise", "Real-user monitoring, conversion experiments and continuous improvement."),
  ],
  ai: [
    step("Use-case discovery", "Find the processes where AI saves the most time or money, with a baseline for each."),
    step("Data audit", "Review of the documents, systems and conversations the solution will learn from."),
    step("Feasibility prototype", "A quick prototype on real data to prove accuracy before committing the budget."),
    step("Evaluation set", "A test set of real cases with expected outcomes, used to score every change."),
    step("Solution architecture", "Models, retrieval, tools and guardrails chosen for accuracy, latency and cost."),
    step("Knowledge pipeline", "Ingestion, chunking and indexing of your content with automatic refresh."),
    step(
      "Agent & workflow build",
      "Prompts, tools and integrations that let the system act in your existing software.",
    ),
    step("Guardrails & hand-off", "Safety filters, confidence thresholds and escalation to your team."),
    step("Pilot", "A controlled pilot with a share of real traffic and daily review of outcomes."),
    step("Tuning", "Prompt, retrieval and model adjustments driven by the evaluation scores."),
    step("Rollout", "Gradual expansion to full volume with cost and quality dashboards."),
    step("Continuous learning", "Monthly reviews of failures and new cases feed back into the system."),
  ],
  arvr: [
    step("Concept", "Define the experience, the audience and where and how it will be used."),
    step("Platform choice", "Pick headsets, phones or web based on reach, budget and interaction needs."),
    step("Storyboarding", "Sketch the journey, interactions and moments that make the experience memorable."),
    step("Greybox prototype", "A playable block-out to test scale, movement and comfort early."),
    step("Art direction", "Visual style, lighting and sound design that fit your brand."),
    step("3D asset production", "Models, textures and animations built to the performance budget."),
    step("Interaction build", "Hand tracking, controllers, gaze and UI implemented and tuned."),
    step("Content integration", "Connect to your product data, CMS or training content."),
    step("Performance tuning", "Frame-rate, memory and load-time optimisation on target devices."),
    step("User testing", "Sessions with real users to refine comfort, clarity and engagement."),
    step("Deployment", "Store submission, device management or web hosting for launch."),
    step("Analytics & updates", "Spatial analytics and regular content updates after launch."),
  ],
  iot: [
    step("Requirements", "What to measure or control, where devices live and how long batteries must last."),
    step("Hardware selection", "Sensors, microcontrollers and connectivity chosen for cost, power and range."),
    step("Proof of concept", "A bench prototype that proves the readings and the connection."),
    step("Firmware architecture", "Low-power firmware design with secure boot and update support."),
    step("Connectivity", "Wi-Fi, BLE, LoRaWAN or cellular set up with retries and buffering."),
    step("Cloud ingestion", "Scalable ingestion, storage and device registry in the cloud."),
    step("Device security", "Per-device identity, certificates and encrypted transport."),
    step("Dashboards & apps", "Web and mobile dashboards with alerts for the people who act on the data."),
    step("Field pilot", "A small fleet installed on site to test reliability in real conditions."),
    step("OTA & fleet management", "Over-the-air updates, health monitoring and remote configuration."),
    step("Scale-up", "Manufacturing support, provisioning and rollout to the full fleet."),
    step("Insights & automation", "Analytics and rules that turn readings into automatic actions."),
  ],
  default: [
    step("Discovery", "Understand your goals, users and constraints, and agree how success is measured."),
    step("Planning", "Scope, architecture and a delivery plan with clear milestones."),
    step("Design", "User flows and interface design, tested with real users."),
    step("Development", "Iterative sprints with working software demonstrated every two weeks."),
    step("Integration", "Connect to your existing systems, data and third-party services."),
    step("Testing", "Automated, manual, performance and security testing."),
    step("Launch", "A staged release with monitoring and a rollback plan."),
    step("Support & growth", "Ongoing support, monitoring and improvements after launch."),
  ],
};

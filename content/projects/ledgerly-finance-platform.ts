import type { BuiltInProject } from "@/content/types";

const id = "ledgerly-finance-platform";
const dir = `/images/projects/${id}`;

export const ledgerlyFinancePlatform: BuiltInProject = {
  id,
  title: "Ledgerly Finance Platform",
  client: "Ledgerly Fintech Pvt. Ltd.",
  clientLogo: `${dir}/logo.svg`,
  industry: "FinTech",
  serviceId: "saas",
  projectType: "saas",
  description:
    "A multi-tenant SaaS platform that lets chartered-accountant firms reconcile GST returns, bank statements and books for hundreds of small businesses from one workspace. We moved Ledgerly from 40 hand-managed single-tenant servers to one platform with usage-based billing and self-serve onboarding.",
  challenge:
    "Ledgerly had product-market fit and an architecture that could not follow it. Every CA firm that signed up got its own server and database, provisioned by hand over two to three days; by the time we met them there were 40 such instances on four different versions of the code. Month-end and the GSTR-3B deadline on the 20th turned into an outage rota, because reconciliation jobs for a firm ran on that firm's single machine and a large client with 30,000 purchase invoices could block everyone else for hours. Matching GSTR-2B data against purchase registers was a strict equality check, so a missing hyphen in an invoice number sent the entry to a manual queue; accountants cleared about 22% of lines by hand. Pricing was a flat annual fee that undercharged big firms and scared away small ones.",
  solution:
    "We designed a single multi-tenant platform on PostgreSQL with row-level security, so tenant isolation is enforced by the database on every query and not only by application code. Reconciliation became a queue of small idempotent jobs on BullMQ workers that scale on queue depth, with per-tenant concurrency limits so one heavy client can no longer starve the rest. The matching engine normalises GSTINs and invoice numbers, then scores candidates on amount tolerance, date windows and supplier history, sending only low-confidence pairs to review with the reason shown. Bank data arrives through the RBI Account Aggregator framework and Tally exports through a resumable upload pipeline. Billing moved to a base plan plus metered client entities on Razorpay Subscriptions. The 40 legacy instances were migrated over nine weekends with checksummed, reversible imports, and none needed a rollback.",
  approach: [
    "Mapped the month-end workload from six months of job logs to size queues and find the real peaks: the 11th and 20th of every month",
    "Chose shared-schema multi-tenancy with PostgreSQL row-level security, backed by automated tests that try to read across tenants",
    "Rebuilt the matching engine test-first against 180,000 anonymised, accountant-labelled invoice pairs",
    "Designed pricing and metering together with the founders, instrumenting usage before switching any customer to the new plans",
    "Migrated legacy tenants in weekend batches with checksums, dry runs and a one-click rollback that was rehearsed but never needed",
  ],
  features: [
    "Multi-tenant workspaces for CA firms with roles for partners, article assistants and client viewers",
    "GSTR-2B and GSTR-2A reconciliation with fuzzy matching, confidence scores and explainable mismatches",
    "Bank statement ingestion through the Account Aggregator framework plus CSV and PDF fallbacks",
    "Tally and Zoho Books imports through resumable uploads that survive flaky office connections",
    "Deadline dashboard showing every client's filing status against GSTR-1, GSTR-3B and TDS due dates",
    "Usage-based billing with a base plan, metered client entities and self-serve upgrades",
    "Immutable audit trail of every match, override and export for statutory audits",
  ],
  technologies: [
    "TypeScript",
    "NestJS",
    "React",
    "PostgreSQL",
    "Redis",
    "BullMQ",
    "Razorpay Subscriptions",
    "AWS ECS Fargate",
    "Terraform",
    "OpenTelemetry",
  ],
  techStack: [
    { category: "Frontend", technologies: ["React", "TypeScript", "TanStack Query", "AG Grid"] },
    { category: "Backend", technologies: ["NestJS", "BullMQ", "Redis", "Account Aggregator APIs"] },
    { category: "Data", technologies: ["PostgreSQL 16 with row-level security", "pg_partman", "Amazon S3"] },
    {
      category: "Payment Processing",
      technologies: ["Razorpay Subscriptions", "Metered usage events", "GST invoicing"],
    },
    { category: "Cloud & Observability", technologies: ["AWS ECS Fargate", "Terraform", "OpenTelemetry", "Grafana"] },
  ],
  metrics: {
    "Reconciliation time": "-78%",
    "Firms onboarded": "420+",
    "Infra cost per tenant": "-64%",
    "Month-end uptime": "99.95%",
  },
  detailedMetrics: [
    {
      label: "Reconciliation time",
      value: "-78%",
      description:
        "Median time to reconcile a client's monthly GSTR-2B, from about 3 hours of mostly manual matching to 40 minutes.",
    },
    {
      label: "Auto-matched invoice lines",
      value: "96.1%",
      description: "Share of purchase lines matched without review, up from 78% with the old exact-match rules.",
    },
    {
      label: "Onboarding time",
      value: "3 days → 6 min",
      description:
        "A new CA firm goes from sign-up to its first import in minutes instead of waiting for a provisioned server.",
    },
    {
      label: "Infrastructure cost per tenant",
      value: "-64%",
      description:
        "Monthly AWS spend per active firm after consolidating 40 single-tenant servers into one autoscaled platform.",
    },
  ],
  gallery: [`${dir}/gallery-1.webp`, `${dir}/gallery-2.webp`, `${dir}/gallery-3.webp`, `${dir}/gallery-4.webp`],
  image: `${dir}/cover.webp`,
  liveUrl: "https://app.ledgerlyfinance.in",
  extendedTestimonial: {
    quote:
      "We used to dread the 20th of every month. Since the move to the new platform our busiest day is just a busy day, and the pricing finally grows with our customers instead of against them.",
    author: "Rohan Iyer",
    position: "Co-founder & CTO",
    company: "Ledgerly Fintech Pvt. Ltd.",
  },
  testimonial:
    "We used to dread the 20th of every month. Since the move to the new platform our busiest day is just a busy day, and the pricing finally grows with our customers instead of against them.",
  timeline: "7 months",
  teamSize: "8 engineers",
  createdAt: "2025-12-02T09:00:00.000Z",
};

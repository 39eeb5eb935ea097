import type { ServicePage } from "./types";
import { deliveryProcess, getStarted, viewPortfolio } from "./shared";

export const saasPage: ServicePage = {
  route: "/saas",
  serviceCardId: "saas-solutions",
  accent: "blue",
  meta: {
    title: "SaaS Development",
    description:
      "Multi-tenant SaaS platforms with subscriptions, usage billing and operator tooling. Packages from $5,000 — Startup, Growth and Enterprise.",
  },
  hero: {
    eyebrow: "SAAS Solutions",
    title: "SaaS platforms built to grow from",
    highlight: "one customer to thousands.",
    description:
      "Tenancy, billing, onboarding and the operator console, engineered once and properly — so you spend the next year on your product, not on plumbing.",
    actions: [getStarted("saas-hero", "Launch Your SaaS"), viewPortfolio],
  },
  sections: [
    {
      kind: "features",
      id: "features",
      eyebrow: "Features",
      title: "The foundations every SaaS business needs",
      items: [
        {
          icon: "Layers",
          title: "Multi-tenant architecture",
          description:
            "Strict per-tenant data isolation with row-level security, custom domains and tenant-aware caching.",
        },
        {
          icon: "CreditCard",
          title: "Subscriptions and metered billing",
          description: "Plans, trials, coupons, usage-based pricing, invoices and dunning on Stripe or Paddle.",
        },
        {
          icon: "Users",
          title: "Self-serve onboarding",
          description: "Sign-up, team invitations, roles and SSO so customers start without a sales call.",
        },
        {
          icon: "Lock",
          title: "Entitlements and feature flags",
          description: "Plan-based limits and gradual roll-outs controlled from the admin, not a redeploy.",
        },
        {
          icon: "ShieldCheck",
          title: "Audit and compliance",
          description: "Audit trails, data export and deletion, and controls that keep a SOC 2 audit short.",
        },
        {
          icon: "BarChart3",
          title: "Usage analytics",
          description: "Activation, retention and revenue metrics in an operator console your team actually opens.",
        },
      ],
    },
    {
      kind: "stack",
      id: "tech-stack",
      eyebrow: "Technology",
      title: "A stack chosen for the long run",
      groups: [
        {
          title: "Frontend",
          icon: "Monitor",
          items: ["Next.js", "React", "TypeScript", "Tailwind CSS", "TanStack Query"],
        },
        {
          title: "Payment Processing",
          icon: "CreditCard",
          items: ["Stripe Billing", "Paddle", "Chargebee", "Razorpay", "Tax automation"],
        },
        {
          title: "Cloud Infrastructure",
          icon: "Cloud",
          items: ["AWS", "Google Cloud", "Terraform", "Docker", "Kubernetes"],
        },
        {
          title: "Caching and Performance",
          icon: "Gauge",
          items: ["Redis", "CDN edge caching", "PostgreSQL tuning", "Queues", "OpenTelemetry"],
        },
      ],
    },
    deliveryProcess("process", "Five steps from idea to paying customers"),
    {
      kind: "packages",
      id: "packages",
      eyebrow: "Packages",
      title: "Pick the package that fits your stage",
      intro:
        "Packages from $5,000 for an MVP; a full production platform starts at $15,000. Fixed prices, written scope, and support included after launch.",
      packages: [
        {
          name: "Startup",
          price: "$5,000",
          description: "A focused MVP to put in front of your first customers.",
          features: [
            "Core product flows and sign-up",
            "Stripe subscriptions",
            "Admin dashboard",
            "Deployed on your cloud account",
            "3 months support",
          ],
        },
        {
          name: "Growth",
          price: "$15,000",
          popular: true,
          description: "A production platform for a team that is already selling.",
          features: [
            "Everything in Startup",
            "Multi-tenant teams, roles and SSO",
            "Usage-based billing and invoicing",
            "Analytics and operator console",
            "6 months support",
          ],
        },
        {
          name: "Enterprise",
          price: "Custom",
          description: "Compliance, scale and integrations for large organisations.",
          features: [
            "Everything in Growth",
            "Single-tenant or regional hosting",
            "SOC 2 and GDPR controls",
            "ERP, CRM and data-warehouse integrations",
            "12 months support",
          ],
        },
      ],
    },
    {
      kind: "cta",
      id: "cta",
      title: "Ready to build your SaaS?",
      intro:
        "Tell us about your customers and your pricing model; we will come back with an architecture and a fixed quote within a week.",
      actions: [getStarted("saas-cta", "Book a Scoping Session")],
    },
  ],
};

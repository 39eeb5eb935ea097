import type { ServiceCard } from "../types";

/** "Build" group: web, SaaS, mobile and IoT products (with prices and timelines). */

export const webApps: ServiceCard = {
  id: "web-apps",
  title: "Web Applications",
  description:
    "Fast, secure web applications built for real traffic — customer portals, marketplaces and the internal tools your teams run the business on.",
  detailedDescription:
    "We design and build server-rendered web applications with typed APIs, role-based access and observability from day one. Every release ships through CI with automated tests, preview environments and performance budgets, so what you launch in week four is still easy to extend in year three.",
  image: "/images/services/web-apps.webp",
  backgroundImage: "/images/services/web-apps-bg.webp",
  features: [
    "Server-rendered React with Core Web Vitals budgets",
    "Typed REST and GraphQL APIs",
    "Authentication, SSO and role-based access",
    "Admin dashboards and reporting",
    "Payments, search and third-party integrations",
    "CI/CD with preview deployments and automated tests",
  ],
  technologies: ["Next.js", "React", "TypeScript", "Node.js", "PostgreSQL", "Tailwind CSS", "Redis", "AWS"],
  startingPrice: "$5,000",
  timeline: "4-12 weeks",
  color: "cyan",
  route: "/web-apps",
  icon: "Globe",
  group: "build",
  categoryId: "web-apps",
};

export const saasSolutions: ServiceCard = {
  id: "saas-solutions",
  title: "SaaS Solutions",
  description:
    "Multi-tenant SaaS platforms with subscriptions, usage billing and the admin tooling to run them — ready to grow from the first customer to thousands.",
  detailedDescription:
    "We architect SaaS products around tenancy, billing and operability: isolated tenant data, Stripe subscriptions and metered usage, audit trails, feature flags and self-serve onboarding. Infrastructure is defined as code, with caching, queues and monitoring sized for your growth plan rather than for a demo.",
  image: "/images/services/saas-solutions.webp",
  backgroundImage: "/images/services/saas-solutions-bg.webp",
  features: [
    "Multi-tenant architecture with strict data isolation",
    "Subscriptions, metered billing and invoicing",
    "Self-serve onboarding and team management",
    "Plan-based entitlements and feature flags",
    "Audit logs, SSO and SOC 2-ready controls",
    "Usage analytics and an operator console",
  ],
  technologies: ["Next.js", "TypeScript", "NestJS", "PostgreSQL", "Stripe", "Redis", "AWS", "Terraform"],
  startingPrice: "$15,000",
  priceNote: "Full platform · MVP packages from $5,000",
  timeline: "8-16 weeks",
  color: "blue",
  route: "/saas",
  icon: "Layers",
  group: "build",
  categoryId: "saas",
};

export const mobileApps: ServiceCard = {
  id: "mobile-apps",
  title: "Mobile Applications",
  description: "Native-quality iOS and Android apps that open fast, work offline and pass store review the first time.",
  detailedDescription:
    "We build with React Native or Flutter when one codebase serves you best, and with Swift and Kotlin when the product needs native depth. Apps ship with offline sync, push notifications, analytics and crash reporting, and we run App Store and Play Store submissions, release trains and over-the-air updates for you.",
  image: "/images/services/mobile-apps.webp",
  backgroundImage: "/images/services/mobile-apps-bg.webp",
  features: [
    "iOS and Android from one codebase, or fully native",
    "Offline-first data sync",
    "Push notifications and deep links",
    "In-app purchases and subscriptions",
    "Biometric login and encrypted storage",
    "App Store and Play Store release management",
  ],
  technologies: ["React Native", "Flutter", "Swift", "Kotlin", "Expo", "Firebase", "GraphQL"],
  startingPrice: "$10,000",
  timeline: "6-14 weeks",
  color: "purple",
  route: "/mobile-apps",
  icon: "Smartphone",
  group: "build",
  categoryId: "mobile-apps",
};

export const iot: ServiceCard = {
  id: "iot",
  title: "IoT Development",
  description:
    "Connected products from firmware to cloud dashboards — secure device fleets that report, respond and update over the air.",
  detailedDescription:
    "We engineer the whole IoT stack: embedded firmware, connectivity, secure provisioning, cloud ingestion and the apps people use to monitor and control devices. Fleets get over-the-air updates, time-series analytics and alerting, with security at every layer from device certificates to role-based dashboards.",
  image: "/images/services/iot.webp",
  backgroundImage: "/images/services/iot-bg.webp",
  features: [
    "Embedded firmware and hardware integration",
    "Secure device provisioning and OTA updates",
    "MQTT ingestion and time-series storage",
    "Real-time dashboards and alerting",
    "Predictive maintenance with edge analytics",
    "Companion mobile and web apps",
  ],
  technologies: ["ESP32", "Raspberry Pi", "C/C++", "MQTT", "AWS IoT Core", "InfluxDB", "Grafana", "Node-RED"],
  startingPrice: "$12,000",
  timeline: "8-14 weeks",
  color: "blue",
  route: "/iot",
  icon: "Cpu",
  group: "build",
};

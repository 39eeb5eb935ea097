import { describe, expect, it, vi } from "vitest";
import { products } from "@/content/products";
import { serviceById } from "@/content/services";
const site = { name: "Kairo Labs", siteUrl: "https://studio.example" };
import {
  agentsPage,
  aiAutomationPage,
  aiCallingPage,
  arVrPage,
  gameDevelopmentPage,
  gamingArVrPage,
  iotPage,
  landingPageRoutes,
  mobileAppsPage,
  saasPage,
  salesForcePage,
  servicePages,
  speaksifyPage,
  uiUxPage,
  webAppsPage,
} from "@/content/service-pages";
import { lowestPrice, priceNumber, serviceJsonLd } from "@/content/service-pages/json-ld";
import { pageShowcase } from "@/content/service-pages/showcase";
import fs from "node:fs";
import type { Section, ServicePage } from "@/content/service-pages/types";
import { loadGroupProjects, projectsOfGroup } from "@/components/site/service-page/group-projects";
import { SERVICE_ROUTES } from "@/lib/routes";
import { projectInputSchema, SERVICE_PAGE_IDS } from "@/lib/projects/schema";
import { SERVICE_PAGE_LABELS } from "@/content/categories";

function section(page: ServicePage, id: string): Section {
  const found = page.sections.find((s) => s.id === id);
  if (!found) throw new Error(`${page.route} has no section ${id}`);
  return found;
}
const count = (page: ServicePage, id: string) => {
  const s = section(page, id);
  switch (s.kind) {
    case "features":
      return s.items.length;
    case "stack":
      return s.groups.length;
    case "process":
      return s.steps.length;
    case "packages":
      return s.packages.length;
    case "stats":
      return s.stats.length;
    case "reasons":
      return s.reasons.length;
    default:
      return -1;
  }
};
const allText = (page: ServicePage) => JSON.stringify(page);

describe("service landing pages", () => {
  it("has one content file per service route, and every section id is unique on its page", () => {
    expect(servicePages.map((p) => p.route)).toEqual(SERVICE_ROUTES);
    for (const page of [...servicePages, speaksifyPage]) {
      const ids = page.sections.map((s) => s.id);
      expect(new Set(ids).size, page.route).toBe(ids.length);
      expect(page.sections.at(-1)?.kind, page.route).toBe("cta");
    }
    expect(landingPageRoutes).toContain("/products/speaksify");
    expect(landingPageRoutes).toHaveLength(14);
  });

  it("web: six features with images, the shared inserted section, the five-step process", () => {
    const features = section(webAppsPage, "features");
    expect(features.kind === "features" && features.items.map((f) => f.image)).toEqual(
      ["01", "02", "03", "04", "05", "06"].map((n) => `/images/features/feature-${n}.webp`),
    );
    expect(section(webAppsPage, "studio").kind).toBe("stats");
    const process = section(webAppsPage, "process");
    expect(process.kind === "process" && process.steps.map((s) => s.title)).toEqual([
      "Discovery",
      "Design",
      "Development",
      "Testing",
      "Deployment",
    ]);
  });

  it("SaaS: four named stack groups, five steps, three packages with support months and Growth most popular", () => {
    const stack = section(saasPage, "tech-stack");
    expect(stack.kind === "stack" && stack.groups.map((g) => g.title)).toEqual([
      "Frontend",
      "Payment Processing",
      "Cloud Infrastructure",
      "Caching and Performance",
    ]);
    expect(count(saasPage, "process")).toBe(5);
    const packages = section(saasPage, "packages");
    if (packages.kind !== "packages") throw new Error("not packages");
    expect(packages.packages.map((p) => [p.name, p.price, !!p.popular])).toEqual([
      ["Startup", "$5,000", false],
      ["Growth", "$15,000", true],
      ["Enterprise", "Custom", false],
    ]);
    expect(packages.packages.map((p) => p.features.find((f) => f.includes("months support")))).toEqual([
      "3 months support",
      "6 months support",
      "12 months support",
    ]);
  });

  it("the counts of every other page", () => {
    expect(count(mobileAppsPage, "features")).toBe(6);
    expect(count(mobileAppsPage, "platforms")).toBe(3);
    expect(count(mobileAppsPage, "tech-stack")).toBe(11);
    expect(count(aiCallingPage, "use-cases")).toBe(3);
    expect(count(aiCallingPage, "stats")).toBe(4);
    expect(count(aiAutomationPage, "solutions")).toBe(4);
    expect(count(arVrPage, "solutions")).toBe(4);
    expect(count(arVrPage, "reasons")).toBe(5);
    expect(count(arVrPage, "lifecycle")).toBe(12);
    expect(count(iotPage, "tech-stack")).toBe(8);
    expect(count(iotPage, "reasons")).toBe(5);
    expect(count(iotPage, "lifecycle")).toBe(12);
    expect(count(gameDevelopmentPage, "tech-stack")).toBe(8);
    expect(count(gameDevelopmentPage, "why-choose")).toBe(5);
    expect(count(gameDevelopmentPage, "process")).toBe(5);
    expect(count(uiUxPage, "tools")).toBe(8);
    expect(count(uiUxPage, "reasons")).toBe(5);
    expect(count(uiUxPage, "process")).toBe(11);
    expect(count(agentsPage, "capabilities")).toBe(6);
    expect(count(agentsPage, "tech-stack")).toBe(8);
    expect(count(agentsPage, "lifecycle")).toBe(7);
    expect(section(agentsPage, "about").kind).toBe("overview");
    expect(count(speaksifyPage, "features")).toBe(7);
    expect(gamingArVrPage.route).toBe("/gaming-ar-vr");
  });

  it("puts each figure (prices, timelines, counts) where it belongs", () => {
    for (const figure of ["95%", "Call completion", "3x", "Faster qualification", "70%", "Cost reduction"])
      expect(allText(aiCallingPage)).toContain(figure);
    for (const figure of ["80%", "Time savings", "60%", "99.9%", "Accuracy"])
      expect(allText(aiAutomationPage)).toContain(figure);
    for (const figure of ["230+", "500+", "40+", "24/7"]) expect(allText(webAppsPage)).toContain(figure);
    for (const figure of ["6+", "Countries live", "5K+", "Daily interactions", "Calls every lead within 30 seconds"])
      expect(allText(speaksifyPage)).toContain(figure);
    const overview = section(speaksifyPage, "overview");
    expect(overview.kind === "overview" && overview.asideItems).toEqual([
      "Sales teams",
      "Marketing teams",
      "Founders",
      "Lead-gen professionals",
    ]);
  });

  it("wires every call to action to a destination (no dead button)", () => {
    expect(webAppsPage.hero.actions[1]).toMatchObject({
      label: "View Portfolio",
      target: { kind: "link", href: "/portfolio" },
    });
    expect(aiCallingPage.hero.actions[1]).toMatchObject({
      label: "Listen to Demo",
      target: { kind: "anchor", id: "demo" },
    });
    expect(section(aiCallingPage, "demo").kind).toBe("demo");
    expect(aiAutomationPage.hero.actions.map((a) => a.target.kind)).toEqual(["scoping", "anchor"]);
    expect(section(aiAutomationPage, "cta")).toMatchObject({
      actions: [{ label: "Start Automation", target: { kind: "home-section", section: "contact" } }],
    });
    expect(speaksifyPage.hero.actions.map((a) => [a.label, a.target])).toEqual([
      ["Request Demo", { kind: "conversion", action: "speaksify-demo" }],
      ["Start Free Trial", { kind: "conversion", action: "speaksify-trial" }],
    ]);
    expect(section(speaksifyPage, "cta")).toMatchObject({
      actions: [{ target: { kind: "conversion", action: "speaksify-demo-final" } }],
    });
    expect(uiUxPage.hero.actions[1]).toMatchObject({
      label: "Free Design Audit",
      target: { kind: "conversion", action: "design-consultation" },
    });
    expect(salesForcePage.hero.actions.map((a) => [a.label, a.target])).toEqual([
      ["Get Free Consultation", { kind: "home-section", section: "contact" }],
      ["View Our Portfolio", { kind: "link", href: "/portfolio" }],
    ]);
    expect(section(salesForcePage, "portfolio")).toMatchObject({ kind: "projects", group: "sales-force" });
    expect(products.length).toBeGreaterThan(0);
  });
});

describe("Service JSON-LD", () => {
  it("offers the lowest of the card's starting price and the page's packages, and none when the page has no price", () => {
    expect(priceNumber("$15,000")).toBe("15000");
    expect(priceNumber("Custom")).toBeUndefined();
    expect(serviceById(saasPage.serviceCardId)?.startingPrice).toBe("$15,000");
    const withPrice = serviceJsonLd(saasPage, site, serviceById(saasPage.serviceCardId)?.startingPrice);
    expect(withPrice).toMatchObject({
      "@type": "Service",
      name: saasPage.meta.title,
      url: `${site.siteUrl}/saas`,
      offers: { priceSpecification: { minPrice: "5000", priceCurrency: "USD" }, description: "Starting at $5,000" },
    });
    expect(lowestPrice(webAppsPage, "$5,000")).toBe("$5,000");
    expect(serviceJsonLd(salesForcePage, site, undefined)).not.toHaveProperty("offers");
  });
});

describe("Salesforce portfolio (group 'sales-force')", () => {
  const projects = [
    { id: "a", serviceId: "sales-force" },
    { id: "b", serviceId: "web-apps" },
    { id: "c", serviceId: "sales-force" },
  ];
  it("keeps only the group's projects", () => {
    expect(projectsOfGroup(projects, "sales-force").map((p) => p.id)).toEqual(["a", "c"]);
    expect(projectsOfGroup(projects, "iot")).toEqual([]);
  });
  it("also lists a project of one of the five services that the admin also shows on the page", () => {
    const withAlso = [
      ...projects,
      { id: "d", serviceId: "web-apps", alsoShowOn: ["sales-force", "iot"] },
      { id: "e", serviceId: "saas", alsoShowOn: [] },
    ];
    expect(projectsOfGroup(withAlso, "sales-force").map((p) => p.id)).toEqual(["a", "c", "d"]);
    expect(projectsOfGroup(withAlso, "iot").map((p) => p.id)).toEqual(["d"]);
    expect(projectsOfGroup(withAlso, "web-apps").map((p) => p.id)).toEqual(["b", "d"]);
  });
  it("'Also show on' offers every service page, each with a label, and refuses anything else", () => {
    expect([...SERVICE_PAGE_IDS].sort()).toEqual(servicePages.map((page) => page.route.slice(1)).sort());
    for (const id of SERVICE_PAGE_IDS) expect(SERVICE_PAGE_LABELS[id], id).toBeTruthy();
    const base = { title: "T", description: "D", serviceId: "web-apps" };
    expect(projectInputSchema.parse({ ...base, alsoShowOn: ["sales-force", "sales-force", "iot"] }).alsoShowOn).toEqual(
      ["sales-force", "iot"],
    );
    expect(projectInputSchema.parse(base).alsoShowOn).toEqual([]);
    const refused = projectInputSchema.safeParse({ ...base, alsoShowOn: ["blogs"] });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0].message).toBe("Unknown service page");
  });
  it("logs 'Error loading portfolio data:' and shows none when loading fails", async () => {
    const log = vi.fn();
    const error = new Error("database down");
    expect(await loadGroupProjects(() => Promise.reject(error), "sales-force", log)).toEqual([]);
    expect(log).toHaveBeenCalledWith("Error loading portfolio data:", error);
    expect(await loadGroupProjects(async () => projects, "sales-force", log)).toHaveLength(2);
  });
});

describe("image-led band", () => {
  it("every service page and Speaksify has one, with a wide scene that exists and no other page uses", () => {
    const images = new Map<string, string>();
    for (const page of [...servicePages, speaksifyPage]) {
      const showcase = pageShowcase(page);
      expect(showcase, page.route).toBeDefined();
      expect(fs.existsSync(`public${showcase!.image}`), showcase!.image).toBe(true);
      expect(images.get(showcase!.image), `${page.route} repeats ${images.get(showcase!.image)}`).toBeUndefined();
      images.set(showcase!.image, page.route);
      expect(showcase!.features.length).toBeGreaterThanOrEqual(3);
    }
  });
});

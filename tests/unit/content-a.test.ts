import { describe, it, expect } from "vitest";
import { services, serviceGroups, serviceRoute, servicesInGroup, footerServiceLinks } from "@/content/services";
import { SERVICE_PRELOAD_ROUTES } from "@/content/service-pages/routes";
import { categoryFor, categoryGroups, serviceLabel, SERVICE_LABELS } from "@/content/categories";
import { products, featuredProduct } from "@/content/products";
import { faqItems } from "@/content/faq";
import { offices } from "@/content/offices";
import { reviews, REVIEW_STATS, REVIEW_FILTERS, filterReviews } from "@/content/reviews";
import { PRIVACY_CONTACT_EMAIL, privacySections, PRIVACY_EFFECTIVE_DATE } from "@/content/privacy";
import { MENU_ITEMS, WATCHED_SECTIONS, FOOTER_COMPANY_LINKS } from "@/content/navigation";

const words = (text: string) => text.trim().split(/\s+/).length;

describe("service cards", () => {
  const table: Record<string, [string, string]> = {
    "web-apps": ["$5,000", "4-12 weeks"],
    "saas-solutions": ["$15,000", "8-16 weeks"],
    "mobile-apps": ["$10,000", "6-14 weeks"],
    "ar-vr-development": ["$12,000", "8-16 weeks"],
    "chatbot-development": ["$15,000", "8-16 weeks"],
    "ai-calling": ["$8,000", "6-10 weeks"],
    "ai-automation": ["$12,000", "8-12 weeks"],
    "game-development": ["$20,000", "12-24 weeks"],
    "ui-ux-design": ["$7,000", "4-10 weeks"],
    iot: ["$12,000", "8-14 weeks"],
  };

  it("has the ten cards with the exact ids, prices and timelines", () => {
    expect(services.map((s) => s.id)).toEqual(Object.keys(table));
    for (const card of services) {
      expect([card.startingPrice, card.timeline]).toEqual(table[card.id]);
    }
  });

  it("titles the agents card 'AI Autonomous Agents Development' and gives every card 5-7 features, 5-8 technologies and its images", () => {
    expect(services.find((s) => s.id === "chatbot-development")?.title).toBe("AI Autonomous Agents Development");
    for (const card of services) {
      expect(card.features.length).toBeGreaterThanOrEqual(5);
      expect(card.features.length).toBeLessThanOrEqual(7);
      expect(card.technologies.length).toBeGreaterThanOrEqual(5);
      expect(card.technologies.length).toBeLessThanOrEqual(8);
      expect(card.image).toBe(`/images/services/${card.id}.webp`);
      expect(card.backgroundImage).toBe(`/images/services/${card.id}-bg.webp`);
      expect(card.description.length).toBeGreaterThan(40);
      expect(card.detailedDescription.length).toBeGreaterThan(card.description.length);
    }
  });

  it("routes each card, and an unknown id falls back to /web-apps", () => {
    const routes = Object.fromEntries(services.map((s) => [s.id, s.route]));
    expect(routes).toEqual({
      "web-apps": "/web-apps",
      "saas-solutions": "/saas",
      "mobile-apps": "/mobile-apps",
      "ar-vr-development": "/ar-vr-development",
      "chatbot-development": "/chatbot-development",
      "ai-calling": "/ai-calling",
      "ai-automation": "/ai-automation",
      "game-development": "/game-development",
      "ui-ux-design": "/ui-ux-design",
      iot: "/iot",
    });
    expect(serviceRoute("saas-solutions")).toBe("/saas");
    expect(serviceRoute("no-such-service")).toBe("/web-apps");
    expect(serviceRoute()).toBe("/web-apps");
  });

  it("keeps the accent colours and category links of VISUAL.md and the brief", () => {
    const byId = Object.fromEntries(services.map((s) => [s.id, s]));
    expect(byId["web-apps"].color).toBe("cyan");
    expect(byId["saas-solutions"].color).toBe("blue");
    expect(byId["mobile-apps"].color).toBe("purple");
    expect(byId["ai-calling"].color).toBe("pink");
    expect(byId["ai-automation"].color).toBe("green");
    expect(byId["saas-solutions"].categoryId).toBe("saas");
    for (const card of services.filter((s) => s.categoryId)) {
      expect(categoryGroups.find((g) => g.id === card.categoryId)?.color).toBe(card.color);
    }
  });

  it("groups the cards in three groups", () => {
    expect(serviceGroups.map((g) => g.id)).toEqual(["build", "intelligence", "experience"]);
    expect(servicesInGroup("build").map((s) => s.id)).toEqual(["web-apps", "saas-solutions", "mobile-apps", "iot"]);
    expect(servicesInGroup("intelligence").map((s) => s.id)).toEqual([
      "chatbot-development",
      "ai-calling",
      "ai-automation",
    ]);
    expect(servicesInGroup("experience").map((s) => s.id)).toEqual([
      "ar-vr-development",
      "game-development",
      "ui-ux-design",
    ]);
  });

  it("preloads the six service routes and lists twelve footer links", () => {
    expect(SERVICE_PRELOAD_ROUTES).toEqual([
      "/web-apps",
      "/saas",
      "/mobile-apps",
      "/ai-calling",
      "/ai-automation",
      "/sales-force",
    ]);
    expect(footerServiceLinks.map((l) => l.href).sort()).toEqual(
      [
        "/web-apps",
        "/saas",
        "/mobile-apps",
        "/sales-force",
        "/ai-calling",
        "/ai-automation",
        "/ar-vr-development",
        "/gaming-ar-vr",
        "/iot",
        "/game-development",
        "/ui-ux-design",
        "/chatbot-development",
      ].sort(),
    );
  });
});

describe("categories", () => {
  it("has the five static groups", () => {
    expect(categoryGroups.map((g) => [g.id, g.title, g.color])).toEqual([
      ["web-apps", "Web Applications", "cyan"],
      ["saas", "SAAS Solutions", "blue"],
      ["mobile-apps", "Mobile Applications", "purple"],
      ["ai-calling", "AI Calling Agency", "pink"],
      ["ai-automation", "AI Automation", "green"],
    ]);
  });

  it("labels known ids and shows unknown ids as is", () => {
    expect(SERVICE_LABELS.saas).toBe("SAAS Solutions");
    expect(serviceLabel("ai-calling")).toBe("AI Calling Agency");
    expect(serviceLabel("sales-force")).toBe("sales-force");
    expect(serviceLabel("constructor")).toBe("constructor");
  });

  it("makes a blue group for an unknown id", () => {
    expect(categoryFor("custom-thing")).toEqual({
      id: "custom-thing",
      title: "Custom thing",
      color: "blue",
      icon: "Layers",
    });
    expect(categoryFor("sales-force").title).toBe("Sales force");
    expect(categoryFor("mobile-apps").title).toBe("Mobile Applications");
  });
});

describe("products", () => {
  it("features Speaksify first with the four home-page claims", () => {
    const [first] = products;
    expect(first.title).toBe("Speaksify");
    expect(first.tagline).toBe("AI-Powered Voice Engagement Engine");
    expect(first.tag).toBe("Voice AI");
    expect(first.ctaLink).toBe("/products/speaksify");
    expect(first.featured).toBe(true);
    expect(first.claims).toEqual([
      "AI calls every lead in 30 seconds",
      "300-500% ROI in 90 days",
      "Multilingual voice agents",
      "Real-time feedback on pace, tone and clarity",
    ]);
    expect(featuredProduct.id).toBe("speaksify");
    expect(products.filter((p) => p.featured)).toHaveLength(1);
    expect(products.length).toBeGreaterThanOrEqual(3);
  });
});

describe("FAQ, offices, reviews", () => {
  it("has the eight FAQ items with substantial answers", () => {
    expect(faqItems.map((f) => f.id)).toEqual([
      "timeline",
      "technologies",
      "support",
      "process",
      "ai-expertise",
      "pricing",
      "collaboration",
      "industries",
    ]);
    for (const item of faqItems) {
      expect(words(item.answer)).toBeGreaterThanOrEqual(60);
      expect(words(item.answer)).toBeLessThanOrEqual(120);
    }
  });

  it("has four offices, all on GMT+5:30", () => {
    expect(offices).toHaveLength(4);
    expect(offices.every((o) => o.timezone === "GMT+5:30")).toBe(true);
    const text = offices.map((o) => `${o.city} ${o.region} ${o.address}`).join(" ");
    for (const place of ["New Delhi", "Bengaluru", "Uttar Pradesh", "Uttarakhand"]) expect(text).toContain(place);
  });

  it("has fifteen reviews, three per service, rated 1 to 5", () => {
    expect(reviews).toHaveLength(15);
    expect(reviews.map((r) => r.id)).toEqual(
      Array.from({ length: 15 }, (_, i) => `review-${String(i + 1).padStart(2, "0")}`),
    );
    for (const id of ["web-apps", "saas", "mobile-apps", "ai-calling", "ai-automation"]) {
      expect(reviews.filter((r) => r.service === id)).toHaveLength(3);
      expect(filterReviews(id)).toHaveLength(3);
    }
    for (const r of reviews) {
      expect(r.rating).toBeGreaterThanOrEqual(1);
      expect(r.rating).toBeLessThanOrEqual(5);
      expect(r.image).toBe(`/images/people/${r.id}.webp`);
      expect(words(r.review)).toBeGreaterThanOrEqual(40);
      expect(words(r.review)).toBeLessThanOrEqual(90);
    }
    expect(filterReviews("all")).toHaveLength(15);
  });

  it("has the fixed review stats and the six filters", () => {
    expect([
      REVIEW_STATS.rating.value,
      REVIEW_STATS.projects.value,
      REVIEW_STATS.retention.value,
      REVIEW_STATS.stories.value,
    ]).toEqual(["4.9/5", "500+", "98%", "15"]);
    expect(REVIEW_FILTERS.map((f) => [f.label, f.value])).toEqual([
      ["All", "all"],
      ["Web Applications", "web-apps"],
      ["SaaS Solutions", "saas"],
      ["Mobile Applications", "mobile-apps"],
      ["AI Calling Agency", "ai-calling"],
      ["AI Automation", "ai-automation"],
    ]);
  });
});

describe("privacy policy", () => {
  it("has the effective date and eleven sections in order, ending with the contact e-mail", () => {
    expect(PRIVACY_EFFECTIVE_DATE).toBe("July 14, 2025");
    expect(privacySections).toHaveLength(11);
    expect(new Set(privacySections.map((s) => s.id)).size).toBe(11);
    expect(privacySections[0].id).toBe("who-we-are");
    expect(privacySections[10].paragraphs.join(" ")).toContain(PRIVACY_CONTACT_EMAIL);
    const sharing = privacySections[3];
    expect([...sharing.paragraphs, ...(sharing.bullets ?? [])].join(" ")).toMatch(/do not sell, rent or trade/);
    expect(privacySections[5].bullets).toHaveLength(4);
  });
});

describe("navigation", () => {
  it("has the eight menu items with exact hrefs and sections", () => {
    expect(MENU_ITEMS.map((m) => [m.name, m.href, m.section])).toEqual([
      ["Home", "/", "home"],
      ["About", "/#about", "about"],
      ["Services", "/#services", "services"],
      ["Portfolio", "/#portfolio", "portfolio"],
      ["Why Us", "/#why-us", "why-us"],
      ["FAQ", "/#faq", "faq"],
      ["Contact", "/#contact", "contact"],
      ["Products", "/products", undefined],
    ]);
    expect(WATCHED_SECTIONS).toEqual(["home", "about", "services", "portfolio", "why-us", "faq", "contact"]);
    expect(FOOTER_COMPANY_LINKS.map((l) => [l.name, l.href])).toEqual([
      ["About Us", "/#about"],
      ["Blog", "/blogs"],
      ["Engineering Blog", "/blog-external"],
      ["Reviews", "/reviews"],
      ["Privacy Policy", "/privacy-policy"],
    ]);
  });
});

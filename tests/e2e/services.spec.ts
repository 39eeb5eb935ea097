import { expect, test, type Locator, type Page } from "@playwright/test";
import { landingPageRoutes, servicePages, speaksifyPage } from "@/content/service-pages";
import type { Cta, Section, ServicePage } from "@/content/service-pages/types";
import { CONVERSIONS_PER_MINUTE } from "@/lib/conversions/schema";
import { expectNoAxeViolations, stubExternalSites } from "./support";

/** The expected counts, section by section. */
const SECTION_COUNTS: Record<string, Record<string, number>> = {
  "/web-apps": { "features-item": 6, "studio-item": 4, "process-item": 5 },
  "/saas": { "features-item": 6, "tech-stack-item": 4, "process-item": 5, "packages-item": 3 },
  "/mobile-apps": { "features-item": 6, "platforms-item": 3, "tech-stack-item": 11 },
  "/ai-calling": { "use-cases-item": 3, "stats-item": 4 },
  "/ai-automation": { "solutions-item": 4, "roi-item": 4 },
  "/ar-vr-development": { "solutions-item": 4, "reasons-item": 5, "lifecycle-item": 12 },
  "/iot": { "tech-stack-item": 8, "reasons-item": 5, "lifecycle-item": 12 },
  "/game-development": { "tech-stack-item": 8, "why-choose-item": 5, "process-item": 5 },
  "/ui-ux-design": { "tools-item": 8, "reasons-item": 5, "process-item": 11 },
  "/chatbot-development": { "capabilities-item": 6, "tech-stack-item": 8, "lifecycle-item": 7 },
  "/products/speaksify": { "features-item": 7, "results-item": 4, "overview-aside-item": 4 },
};

/** Client navigations to another route can take a while on a loaded machine (first visit of /portfolio). */
const NAVIGATION_MS = 20_000;

function itemCount(section: Section): number | undefined {
  switch (section.kind) {
    case "features":
      return section.items.length;
    case "stack":
      return section.groups.length;
    case "process":
      return section.steps.length;
    case "packages":
      return section.packages.length;
    case "stats":
      return section.stats.length;
    case "reasons":
      return section.reasons.length;
    default:
      return undefined;
  }
}

function ctaLocator(scope: Locator, cta: Cta): Locator {
  return scope.getByRole("link", { name: cta.label, exact: true }); // conversions too: links that also record the click
}

/** Clicks one call to action and checks where it went; returns to the page afterwards. */
async function followCta(page: Page, ctaPage: ServicePage, scopeId: string, cta: Cta) {
  const scope = page.getByTestId(scopeId);
  const button = ctaLocator(scope, cta).first();
  const { target } = cta;
  if (target.kind === "scoping" || target.kind === "conversion") {
    const recorded: string[] = [];
    page.on("request", (r) => {
      if (r.url().endsWith("/api/conversions")) recorded.push(r.postData() ?? "");
    });
    const action = target.kind === "conversion" ? target.action : undefined;
    const responded = action ? page.waitForResponse("**/api/conversions") : null;
    const [tab] = await Promise.all([page.context().waitForEvent("page"), button.click()]);
    const utm = action ?? (target.kind === "scoping" ? target.utmSource : undefined);
    await expect.poll(() => tab.url()).toContain(`utm_source=${utm}`);
    await tab.close();
    if (responded) {
      const response = await responded;
      expect(response.status()).toBe(201);
      expect(await response.json()).toEqual({ recorded: true, action });
      expect(recorded.map((body) => JSON.parse(body))).toEqual([{ action, page: ctaPage.route }]);
    } else {
      expect(recorded).toEqual([]);
    }
    page.removeAllListeners("request");
    return;
  }
  if (target.kind === "anchor") {
    await button.click();
    await expect(page).toHaveURL(new RegExp(`#${target.id}$`));
    await expect(page.getByTestId(target.id)).toBeInViewport();
    return;
  }
  const href = target.kind === "link" ? target.href : `/#${target.section}`;
  await expect(button).toHaveAttribute("href", href);
  await button.click();
  await expect(page).toHaveURL(target.kind === "link" ? new RegExp(`${href}$`) : /\/(#contact)?$/, {
    timeout: NAVIGATION_MS,
  });
  await page.goto(ctaPage.route);
}

for (const servicePage of [...servicePages, speaksifyPage]) {
  test.describe(servicePage.route, () => {
    test("structure, counts, metadata and JSON-LD", async ({ page }) => {
      await page.goto(servicePage.route);
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      await expect(page.getByRole("heading", { level: 1 })).toContainText(servicePage.hero.highlight);
      // beside its image the headline stays within three lines, and the page's image-led band follows its first section
      const h1Lines = await page
        .getByRole("heading", { level: 1 })
        .evaluate((h) => Math.round(h.getBoundingClientRect().height / parseFloat(getComputedStyle(h).lineHeight)));
      expect(h1Lines).toBeLessThanOrEqual(3);
      await expect(page.getByTestId("showcase").locator("img")).toBeVisible();
      for (const section of servicePage.sections) {
        if (section.kind === "projects") continue; // checked on the Salesforce page below
        await expect(page.getByTestId(section.id)).toBeVisible();
        await expect(page.getByRole("heading", { level: 2, name: section.title })).toBeVisible();
        const expected = itemCount(section);
        if (expected !== undefined) await expect(page.getByTestId(`${section.id}-item`)).toHaveCount(expected);
      }
      for (const [testId, expected] of Object.entries(SECTION_COUNTS[servicePage.route] ?? {})) {
        await expect(page.getByTestId(testId)).toHaveCount(expected);
      }
      await expect(page).toHaveTitle(new RegExp(servicePage.meta.title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${servicePage.route}$`));
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", servicePage.meta.title);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", servicePage.meta.description);
      const jsonLd = JSON.parse(
        (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}",
      );
      expect(jsonLd).toMatchObject({ "@type": "Service", name: servicePage.meta.title });
      if (servicePage.serviceCardId) expect(jsonLd.offers.priceSpecification.minPrice).toMatch(/^\d+$/);
    });

    test("every call to action goes where it should", async ({ page, context }) => {
      test.setTimeout(120_000);
      await stubExternalSites(context);
      await page.goto(servicePage.route);
      for (const cta of servicePage.hero.actions) await followCta(page, servicePage, "hero", cta);
      const closing = servicePage.sections.find((s) => s.kind === "cta");
      if (closing?.kind === "cta")
        for (const cta of closing.actions) await followCta(page, servicePage, closing.id, cta);
    });
  });
}

test("the SaaS packages: Growth is marked Most Popular", async ({ page }) => {
  await page.goto("/saas");
  const packages = page.getByTestId("packages-item");
  await expect(packages.nth(1)).toContainText("Most Popular");
  await expect(packages.nth(1)).toContainText("$15,000");
  await expect(page.getByText("Most Popular")).toHaveCount(1);
});

test("/speaksify redirects permanently to /products/speaksify, /contact to /#contact", async ({ page, request }) => {
  const speaksify = await request.get("/speaksify", { maxRedirects: 0 });
  expect(speaksify.status()).toBe(308);
  expect(speaksify.headers().location).toBe("/products/speaksify");
  const contact = await request.get("/contact", { maxRedirects: 0 });
  expect(contact.status()).toBe(307);
  expect(contact.headers().location).toBe("/#contact");
  await page.goto("/speaksify");
  await expect(page).toHaveURL(/\/products\/speaksify$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Call every lead within 30 seconds");
});

test("the conversion route validates and records no personal data", async ({ request }) => {
  expect((await request.post("/api/conversions", { data: { action: "buy-now", page: "/" } })).status()).toBe(400);
  expect(
    (
      await request.post("/api/conversions", { data: { action: "speaksify-trial", page: "/x", email: "a@b.c" } })
    ).status(),
  ).toBe(400);
  const ok = await request.post("/api/conversions", {
    data: { action: "speaksify-trial", page: "/products/speaksify" },
  });
  expect(ok.status()).toBe(201);
});

test("the conversion route answers 429 with Retry-After past 20 clicks a minute from one address", async ({
  request,
}) => {
  const headers = { "x-forwarded-for": `203.0.113.${Date.now() % 250}` };
  const data = { action: "speaksify-demo", page: "/products/speaksify" };
  for (let i = 0; i < CONVERSIONS_PER_MINUTE; i++)
    expect((await request.post("/api/conversions", { data, headers })).status()).toBe(201);
  const refused = await request.post("/api/conversions", { data, headers });
  expect(refused.status()).toBe(429);
  expect(Number(refused.headers()["retry-after"])).toBeGreaterThanOrEqual(1);
});

test.describe("Salesforce page", () => {
  test("fades in 100 ms after mount, hides the empty portfolio, and its assistant goes where asked", async ({
    page,
  }) => {
    await page.goto("/sales-force");
    const fade = page.getByTestId("page-fade-in");
    expect(
      await fade.evaluate((el) => [getComputedStyle(el).animationName, getComputedStyle(el).animationDelay]),
    ).toEqual(["fade", "0.1s"]);
    // No project of the group 'sales-force' exists in the seeded content: the section is not shown at all.
    await expect(page.getByTestId("portfolio")).toHaveCount(0);
    const assistant = page.getByRole("group", { name: "Salesforce assistant" });
    await assistant.getByRole("link", { name: "show web projects" }).click();
    await expect(page).toHaveURL(/\/portfolio$/, { timeout: NAVIGATION_MS });
    await page.goto("/sales-force");
    await page
      .getByRole("group", { name: "Salesforce assistant" })
      .getByRole("link", { name: "contact a human" })
      .click();
    await expect(page).toHaveURL(/\/\?from=%2Fsales-force#contact$/, { timeout: NAVIGATION_MS }); // the lead records this page
  });

  test("no fade-in under reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/sales-force");
    expect(await page.getByTestId("page-fade-in").evaluate((el) => getComputedStyle(el).animationName)).toBe("none");
  });
});

test("/products: hero and product cards staggered 200 ms per index", async ({ page }) => {
  await page.goto("/products");
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  const cards = page.getByTestId("product-card");
  await expect(cards).toHaveCount(3);
  expect(await cards.evaluateAll((els) => els.map((el) => getComputedStyle(el).animationDelay))).toEqual([
    "0s",
    "0.2s",
    "0.4s",
  ]);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/products$/);
  await page.getByRole("link", { name: "Get Started: Speaksify" }).click();
  await expect(page).toHaveURL(/\/products\/speaksify$/);
});

for (const colorScheme of ["light", "dark"] as const) {
  test(`axe finds no violations on any landing page (${colorScheme})`, async ({ page }) => {
    test.setTimeout(300_000);
    await page.emulateMedia({ colorScheme, reducedMotion: "reduce" });
    for (const route of landingPageRoutes) {
      await page.goto(route);
      await test.step(route, () => expectNoAxeViolations(page));
    }
  });
}

test("@phone every landing page fits a phone screen, with full-width calls to action", async ({ page }) => {
  test.setTimeout(180_000);
  for (const route of landingPageRoutes) {
    await page.goto(route);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), route).toBeLessThanOrEqual(
      await page.evaluate(() => innerWidth),
    );
    const hero = page.getByTestId("hero");
    const heroWidth = (await hero.locator(".container-page").boundingBox())?.width ?? 0;
    for (const action of await hero.getByRole("link").or(hero.getByRole("button")).all()) {
      expect((await action.boundingBox())?.width, `${route}: ${await action.textContent()}`).toBeGreaterThan(
        heroWidth * 0.8,
      );
    }
  }
});

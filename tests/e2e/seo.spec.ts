import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations, stubExternalSites } from "./support";

/** Parses XML in the browser; returns the parser error text, or "" when the document is well formed. */
async function xmlError(page: Page, xml: string) {
  return page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, "application/xml");
    return doc.getElementsByTagName("parsererror")[0]?.textContent ?? "";
  }, xml);
}

/** The origin the server is configured with at run time (NEXT_PUBLIC_SITE_URL in playwright.config.ts); the build
 *  (scripts/e2e.mjs) has none, so a URL made at build time would name the default http://localhost:3000. */
const runtimeOrigin = () => new URL(test.info().project.use.baseURL!).origin;

test.describe("site-wide SEO files", () => {
  test("sitemap.xml parses and every URL in it answers 200", async ({ page, request }) => {
    test.slow(); // axe and first renders take long on the shared 2-core machine
    const response = await request.get("/sitemap.xml");
    expect(response.status()).toBe(200);
    const xml = await response.text();
    await page.goto("/blogs");
    expect(await xmlError(page, xml)).toBe("");
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    const lastmods = [...xml.matchAll(/<lastmod>([^<]+)<\/lastmod>/g)];
    expect(lastmods).toHaveLength(locs.length);
    expect(locs.filter((loc) => new URL(loc).origin !== runtimeOrigin())).toEqual([]);
    const paths = locs.map((loc) => new URL(loc).pathname);
    for (const path of [
      "/",
      "/portfolio",
      "/products",
      "/products/speaksify",
      "/blogs",
      "/reviews",
      "/privacy-policy",
      "/web-apps",
      "/case-study/medflow-patient-portal",
      "/blog/ai-agents-in-production",
    ])
      expect(paths).toContain(path);
    const failures: string[] = [];
    for (const path of paths) {
      const response = await request.get(path, { maxRedirects: 0 });
      if (response.status() !== 200) failures.push(`${path} → ${response.status()}`);
      // Each indexed page names itself as canonical, "/" included.
      const canonical = /<link rel="canonical" href="([^"]+)"/.exec(await response.text())?.[1];
      if (!canonical || new URL(canonical).pathname !== path || new URL(canonical).origin !== runtimeOrigin())
        failures.push(`${path}: canonical ${canonical}`);
    }
    expect(failures).toEqual([]);
  });

  test("the external blog is reachable from the blog page and from the footer", async ({ page }) => {
    await page.goto("/blogs");
    await expect(page.getByRole("main").getByRole("link", { name: "our engineering blog" })).toHaveAttribute(
      "href",
      "/blog-external",
    );
    await expect(
      page.getByRole("navigation", { name: "Company" }).getByRole("link", { name: "Engineering Blog" }),
    ).toHaveAttribute("href", "/blog-external");
  });

  test("robots.txt disallows /admin and /api and points to the sitemap", async ({ request }) => {
    const text = await (await request.get("/robots.txt")).text();
    expect(text).toContain("Disallow: /admin");
    expect(text).toContain("Disallow: /api");
    expect(text).toContain(`Sitemap: ${runtimeOrigin()}/sitemap.xml`);
  });

  test("rss.xml is well-formed RSS 2.0 with the required channel and item elements", async ({ page, request }) => {
    const response = await request.get("/rss.xml");
    expect(response.headers()["content-type"]).toContain("application/rss+xml");
    const xml = await response.text();
    await page.goto("/blogs");
    expect(await xmlError(page, xml)).toBe("");
    const summary = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, "application/xml");
      const channel = doc.querySelector("rss > channel");
      return {
        version: doc.documentElement.getAttribute("version"),
        channel: ["title", "link", "description"].map(
          (n) => channel?.querySelector(`:scope > ${n}`)?.textContent ?? "",
        ),
        items: [...doc.querySelectorAll("item")].map((item) =>
          ["title", "link", "guid", "pubDate", "description"].map((n) => item.querySelector(n)?.textContent ?? ""),
        ),
      };
    }, xml);
    expect(summary.version).toBe("2.0");
    expect(summary.channel.every(Boolean)).toBe(true);
    expect(summary.channel[1]).toBe(`${runtimeOrigin()}/blogs`);
    expect(summary.items.length).toBeGreaterThanOrEqual(6);
    for (const [title, link, guid, pubDate, description] of summary.items) {
      expect(title && link && guid && description).toBeTruthy();
      expect(new URL(link).origin).toBe(runtimeOrigin());
      expect(pubDate).toMatch(
        /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} GMT$/,
      );
    }
    expect(summary.items.some(([title]) => title.startsWith("AI Agents in Production"))).toBe(true);
  });

  test("each article has a generated Open Graph image", async ({ page, request }) => {
    await page.goto("/blog/saas-pricing-architecture");
    const og = await page.locator('meta[property="og:image"]').getAttribute("content");
    expect(new URL(og ?? "").origin).toBe(runtimeOrigin());
    const image = await request.get(new URL(og ?? "").pathname + new URL(og ?? "").search);
    expect(image.status()).toBe(200);
    expect(image.headers()["content-type"]).toBe("image/png");
  });

  test("the external-blog route says it is redirecting, offers a link, then goes to the external blog", async ({
    page,
    context,
  }) => {
    test.slow(); // axe and first renders take long on the shared 2-core machine
    await stubExternalSites(context);
    await page.clock.install({ time: new Date("2026-01-01T09:00:00Z") });
    await page.clock.pauseAt(new Date("2026-01-01T09:00:01Z"));
    await page.goto("/blog-external");
    await expect(page.getByRole("heading", { name: "Redirecting to our blog..." })).toBeVisible();
    await expect(page.getByRole("link", { name: "click here" })).toHaveAttribute("href", /^https:\/\//);
    await page.clock.runFor(1000);
    await expect(page).toHaveURL(/\/blog-external$/);
    await page.clock.runFor(600);
    await expect(page).toHaveURL(/^https:\/\/blog\.kairolabs\.dev/);
    await expect(page.getByRole("heading", { name: "External site" })).toBeVisible();
  });

  test("the external-blog page offers its link without JavaScript, and axe finds nothing on it", async ({ page }) => {
    // With the app's scripts blocked the redirect never fires, so axe can read the page at leisure (styled, as a
    // visitor without JavaScript sees it: the stylesheets still load).
    await page.route(/\/_next\/static\/chunks\/.*\.js$/, (route) => route.abort());
    await page.goto("/blog-external");
    await expect(page.getByRole("heading", { level: 1, name: "Redirecting to our blog..." })).toBeVisible();
    await expect(page.getByRole("link", { name: "click here" })).toHaveAttribute(
      "href",
      /^https:\/\/blog\.kairolabs\.dev/,
    );
    await page.waitForTimeout(2000); // longer than the redirect delay: still here
    await expect(page).toHaveURL(/\/blog-external$/);
    await expectNoAxeViolations(page);
  });
});

import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** Fails with the list of violations when axe finds any accessibility problem on the page. */
export async function expectNoAxeViolations(page: Page, options: { exclude?: string[] } = {}) {
  let builder = new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  // A fade still running would be measured at half contrast: wait for every finite animation and transition.
  await page.waitForFunction(() => document.getAnimations().every((a) =>
    a.playState !== "running" || a.effect?.getComputedTiming().iterations === Infinity), undefined, { timeout: 10_000 });
  const { violations } = await builder.analyze();
  expect(violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`)).toEqual([]);
}

/** This machine has no internet: answer every request to another host with a tiny page, so a test can follow
 *  an external link (scoping form, social pages) and check where it went. */
export async function stubExternalSites(context: import("@playwright/test").BrowserContext) {
  await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) =>
    route.fulfill({ status: 200, contentType: "text/html", body: "<title>external</title><h1>External site</h1>" }));
}

import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, type Request } from "@playwright/test";

/** Fails with the list of violations when axe finds any accessibility problem on the page. */
export async function expectNoAxeViolations(
  page: Page,
  options: { exclude?: string[]; include?: string; keepToasts?: boolean } = {},
) {
  // Legacy mode runs axe in the page itself. The default opens a second page to merge results from frames of other
  // origins, which the site's CSP (default-src 'self') rules out. That second page took more than half of each check
  // (2.3-5.4 s a page on two cores, 0.9-2.1 in the page itself), and the findings are the same (axe-check.spec.ts).
  let builder = new AxeBuilder({ page })
    .setLegacyMode(true)
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"]);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  if (options.include) builder = builder.include(options.include);
  if (!options.keepToasts) await waitForToastsGone(page);
  await waitForStillPage(page);
  const { violations } = await builder.analyze();
  expect(violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`)).toEqual(
    [],
  );
}

/** A toast leaves 4 s after it came (paused while the pointer rests on it), fading: its timer can start the fade
 *  between a still look and axe's, which then measures its text at part contrast. So axe looks once toasts have gone
 *  (admin-content and admin-data check the toasts themselves, held on screen under the pointer). */
async function waitForToastsGone(page: Page) {
  const toasts = page.locator("[data-sonner-toast]");
  if ((await toasts.count()) === 0) return;
  await page.mouse.move(0, 0);
  await expect(toasts).toHaveCount(0, { timeout: 15_000 });
}

/** A fade or transition still running would be measured at part contrast: wait until no finite animation of an element
 *  holding text runs, twice 250 ms apart (one begun by hydration or a hover ending can start just after a first quiet
 *  look). Timed from Node: a page on Playwright's paused clock never advances its own timers. */
async function waitForStillPage(page: Page) {
  // a navigation under way (Back past a reload reloads the page) destroys the context of a look: not still yet
  const moving = () =>
    page
      .evaluate(() =>
        document.getAnimations().some((a) => {
          const target = a.effect instanceof KeyframeEffect ? a.effect.target : null;
          return (
            a.playState === "running" &&
            a.effect?.getComputedTiming().iterations !== Infinity &&
            !!target?.textContent?.trim()
          );
        }),
      )
      .catch(() => true);
  const deadline = Date.now() + 10_000;
  for (let quiet = 0; ;) {
    quiet = (await moving()) ? 0 : quiet + 1;
    if (quiet === 2) return;
    if (Date.now() > deadline)
      throw new Error("The page was still animating after 10 s: axe would measure it mid-fade.");
    await new Promise((resolve) => setTimeout(resolve, quiet === 0 ? 50 : 250));
  }
}

/** Next's router may still be fetching after a Back: a traversal into an entry made before a reload fetches its page,
 *  finds the tree changed and fetches it again, and a second traversal meanwhile makes Next reload the document (its
 *  "second mismatch in a row"). Call before the step; the returned wait resolves once no router fetch or document
 *  load of the page has been in flight for `quietMs`. */
export function routerSettles(page: Page, quietMs = 500) {
  const inFlight = new Set<Request>();
  const start = (r: Request) => {
    if (r.resourceType() === "document" || r.headers()["rsc"] === "1") inFlight.add(r);
  };
  const end = (r: Request) => inFlight.delete(r);
  page.on("request", start);
  page.on("requestfinished", end);
  page.on("requestfailed", end);
  return async () => {
    const deadline = Date.now() + 15_000;
    for (let quietSince = Date.now(); Date.now() - quietSince < quietMs;) {
      if (inFlight.size > 0) quietSince = Date.now();
      if (Date.now() > deadline)
        throw new Error(`Next's router was still fetching after 15 s: ${[...inFlight].map((r) => r.url())}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    page.off("request", start);
    page.off("requestfinished", end);
    page.off("requestfailed", end);
  };
}

/** Streamed content waits hidden until React reveals it: a `<template id="B:…">` marks each boundary not yet shown. */
export const UNREVEALED_BOUNDARY = 'template[id^="B:"]';

/** Waits until every streamed boundary is revealed (on a real clock; home-clock.ts has the paused-clock version). */
export async function allRevealed(page: Page) {
  await page.waitForFunction((selector) => !document.querySelector(selector), UNREVEALED_BOUNDARY);
}

/** Text split by an element inside a flex or grid box is laid out as columns ("Lead e-mails are off (no" | SMTP_URL |
 *  "): new leads…") instead of wrapping as a sentence: fails with each such box on the page. */
export async function expectTextFlows(page: Page, where = page.url()) {
  await allRevealed(page);
  const split = await page.evaluate(() =>
    [...document.querySelectorAll("body *")]
      .filter((el) => {
        if (!/flex|grid/.test(getComputedStyle(el).display) || !el.checkVisibility()) return false;
        let runs = 0;
        let inRun = false;
        for (const node of el.childNodes) {
          if (node.nodeType === Node.ELEMENT_NODE) inRun = false;
          else if (node.nodeType === Node.TEXT_NODE && node.textContent?.trim() && !inRun) {
            runs++;
            inRun = true;
          }
        }
        return runs > 1;
      })
      .map((el) => el.outerHTML.slice(0, 200)),
  );
  expect(split, `${where}: text split into flex or grid columns`).toEqual([]);
}

/** This machine has no internet: answer every request to another host with a tiny page, so a test can follow
 *  an external link (scoping form, social pages) and check where it went. */
export async function stubExternalSites(context: import("@playwright/test").BrowserContext) {
  await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) =>
    route.fulfill({ status: 200, contentType: "text/html", body: "<title>external</title><h1>External site</h1>" }),
  );
}

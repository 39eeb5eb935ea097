import { expect, test } from "@playwright/test";
import { builtInBlogPosts } from "@/content/blog";
import { builtInProjects } from "@/content/projects";
import { landingPageRoutes, speaksifyPage } from "@/content/service-pages";
import { blogPath, caseStudyPath } from "@/lib/paths";

// Every public page is checked not to scroll sideways at 390 and 1440 px. Full-page screenshots of the public pages in
// both themes are kept as artefacts to look at (written under test-results/), never compared pixel by pixel: by default
// one page of each template (three variants of the service pages' one), as a theme or a page's own content changes
// colours and lengths, not layout, and shooting every page cost CI four minutes more. SCREENSHOT_PAGES=all shoots every
// page, or the pages named ("/,/iot").

const EVERY_TEMPLATE = ["/", "/portfolio", caseStudyPath("medflow-patient-portal"), "/web-apps", "/ui-ux-design", "/sales-force",
  "/products", speaksifyPage.route, "/blogs", blogPath("core-web-vitals-playbook"), "/reviews", "/privacy-policy",
  "/search?q=ai", "/no-such-page"];
/** Leaves for the external blog 1.5 s after it loads: shot on its own, with the page's clock stopped. */
const REDIRECT_PAGE = "/blog-external";
const ALL = [...new Set([...EVERY_TEMPLATE, ...landingPageRoutes, ...builtInProjects.map((p) => caseStudyPath(p.id)), ...builtInBlogPosts.map((p) => blogPath(p.id))])];
const wanted = process.env.SCREENSHOT_PAGES;
const shot = (!wanted || wanted === "templates" ? EVERY_TEMPLATE : wanted === "all" ? ALL : wanted.split(",")).filter((path) => path !== REDIRECT_PAGE);
const widths = [390, 1440];

test.describe("no page scrolls sideways", () => {
  test.use({ reducedMotion: "reduce" });
  for (const width of widths) {
    test(`${width} px`, async ({ page }) => {
      test.setTimeout(30_000 + ALL.length * 3_000);
      await page.setViewportSize({ width, height: width < 800 ? 844 : 900 });
      for (const path of ALL.filter((p) => p !== REDIRECT_PAGE)) {
        await page.goto(path);
        await page.evaluate(() => document.fonts.ready);
        expect(await page.evaluate(() => document.documentElement.scrollWidth), `${path} scrolls sideways`).toBeLessThanOrEqual(width);
      }
    });
  }
});

for (const colorScheme of ["dark", "light"] as const) {
  test.describe(`screenshots, ${colorScheme}`, () => {
    test.use({ colorScheme, reducedMotion: "reduce" });
    for (const width of widths) {
      test(`${width} px`, async ({ page }, info) => {
        test.setTimeout(30_000 + shot.length * 10_000);
        await page.setViewportSize({ width, height: width < 800 ? 844 : 900 });
        for (const path of shot) {
          await page.goto(path);
          await page.evaluate(() => document.fonts.ready);
          // lazy images below the fold load once scrolled past
          await page.evaluate(async () => {
            for (let y = 0; y < document.body.scrollHeight; y += 700) { window.scrollTo(0, y); await new Promise((r) => setTimeout(r, 40)); }
            window.scrollTo(0, 0);
          });
          await page.waitForLoadState("networkidle");
          expect(await page.evaluate(() => document.documentElement.scrollWidth), `${path} scrolls sideways`).toBeLessThanOrEqual(width);
          const name = `${colorScheme}-${width}${path.replace(/[/?=]+/g, "_")}.png`;
          await page.screenshot({ path: info.outputPath(name), fullPage: true, animations: "disabled" });
        }
      });

      test(`${width} px, the external-blog redirect page`, async ({ page }, info) => {
        await page.clock.install();
        await page.setViewportSize({ width, height: width < 800 ? 844 : 900 });
        await page.goto(REDIRECT_PAGE);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText("Redirecting to our blog...");
        await page.evaluate(() => document.fonts.ready);
        await page.screenshot({ path: info.outputPath(`${colorScheme}-${width}_blog-external.png`), fullPage: true, animations: "disabled" });
      });
    }
  });
}

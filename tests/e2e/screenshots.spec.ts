import { expect, test } from "@playwright/test";
import { builtInBlogPosts } from "@/content/blog";
import { builtInProjects } from "@/content/projects";
import { landingPageRoutes, speaksifyPage } from "@/content/service-pages";
import { blogPath, caseStudyPath } from "@/lib/paths";

// Full-page screenshots of the public pages at 390 and 1440 px in both themes, kept as artefacts to look at
// (written under test-results/), never compared pixel by pixel. Each shot also
// checks the page does not scroll sideways. By default every public page in dark and one page of each template (three
// variants of the service pages' one) in light: a theme changes colours, not layout, and the second pass over every
// page cost CI three and a half minutes. SCREENSHOT_PAGES=all shoots every page in both, =templates the templates,
// or the pages named ("/,/iot").

const EVERY_TEMPLATE = ["/", "/portfolio", caseStudyPath("medflow-patient-portal"), "/web-apps", "/ui-ux-design", "/sales-force",
  "/products", speaksifyPage.route, "/blogs", blogPath("core-web-vitals-playbook"), "/reviews", "/privacy-policy",
  "/search?q=ai", "/no-such-page"];
/** Leaves for the external blog 1.5 s after it loads: shot on its own, with the page's clock stopped. */
const REDIRECT_PAGE = "/blog-external";
const ALL = [...new Set([...EVERY_TEMPLATE, ...landingPageRoutes, ...builtInProjects.map((p) => caseStudyPath(p.id)), ...builtInBlogPosts.map((p) => blogPath(p.id))])];
const wanted = process.env.SCREENSHOT_PAGES;
const pagesIn = (colorScheme: "dark" | "light") =>
  (wanted === "templates" || (!wanted && colorScheme === "light") ? EVERY_TEMPLATE : wanted && wanted !== "all" ? wanted.split(",") : ALL)
    .filter((path) => path !== REDIRECT_PAGE);
const widths = [390, 1440];

for (const colorScheme of ["dark", "light"] as const) {
  test.describe(`screenshots, ${colorScheme}`, () => {
    test.use({ colorScheme, reducedMotion: "reduce" });
    for (const width of widths) {
      test(`${width} px`, async ({ page }, info) => {
        const pages = pagesIn(colorScheme);
        test.setTimeout(30_000 + pages.length * 10_000);
        await page.setViewportSize({ width, height: width < 800 ? 844 : 900 });
        for (const path of pages) {
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

import { expect, test, type Page } from "@playwright/test";
import { signIn } from "./admin-support";
import { ALL_PUBLIC_PAGES } from "./public-pages";
import { allRevealed, expectTextFlows } from "./support";

// Screenshots to look at are `npm run screenshots` (scripts/screenshots.ts): never compared pixel by pixel, they
// asserted nothing these checks do not, and cost CI three minutes.

const ADMIN_PAGES = ["/admin", "/admin/portfolio", "/admin/portfolio/new", "/admin/case-studies", "/admin/blogs", "/admin/blogs/new",
  "/admin/leads", "/admin/media", "/admin/settings", "/admin/redirects", "/admin/trash", "/admin/audit", "/admin/integrity", "/admin/account"];

async function expectLaidOut(page: Page, path: string, width: number) {
  await page.goto(path);
  await page.evaluate(() => document.fonts.ready);
  await allRevealed(page);
  await expectFits(page, path, width);
}

/** The page is no wider than the screen and no sentence is split into columns. */
async function expectFits(page: Page, path: string, width: number) {
  // the failure names the innermost elements that reach past the right edge
  const { scrollWidth, past } = await page.evaluate(() => {
    const edge = document.documentElement.clientWidth + 1;
    const over = [...document.querySelectorAll("body *")].filter((el) => el.getBoundingClientRect().right > edge);
    const innermost = over.filter((el) => ![...el.children].some((child) => over.includes(child)));
    return { scrollWidth: document.documentElement.scrollWidth,
      past: innermost.slice(0, 5).map((el) => `${el.outerHTML.slice(0, 120)} (right ${Math.round(el.getBoundingClientRect().right)})`) };
  });
  expect(scrollWidth, `${path} scrolls sideways: ${past.join(" | ")}`).toBeLessThanOrEqual(width);
  await expectTextFlows(page, path);
}

test.describe("no page scrolls sideways or splits a sentence into columns", () => {
  test.use({ reducedMotion: "reduce" });
  // 320 px: WCAG 2.1's reflow criterion (no sideways scrolling at 320 CSS px); 390: today's common phone
  for (const width of [320, 390, 1440]) {
    test(`public pages, ${width} px`, async ({ page }) => {
      test.setTimeout(30_000 + ALL_PUBLIC_PAGES.length * 3_000);
      await page.setViewportSize({ width, height: width < 800 ? 844 : 900 });
      for (const path of ALL_PUBLIC_PAGES) await expectLaidOut(page, path, width);
    });

    test(`admin pages, ${width} px`, async ({ page }) => {
      test.setTimeout(30_000 + ADMIN_PAGES.length * 3_000);
      await page.setViewportSize({ width, height: width < 800 ? 844 : 900 });
      await signIn(page);
      for (const path of ADMIN_PAGES) await expectLaidOut(page, path, width);
      // an editor of each kind, with its content loaded
      for (const list of ["/admin/portfolio", "/admin/blogs"]) {
        await page.goto(list);
        const edit = await page.locator(`a[href^="${list}/edit/"]`).first().getAttribute("href");
        await expectLaidOut(page, edit!, width);
      }
    });
  }
});

test("the project editor holds long unbreakable values on a 320 px screen", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 844 });
  await signIn(page, "/admin/portfolio/new");
  const long = "Supercalifragilistic".repeat(8);
  await page.getByRole("textbox", { name: "Technology", exact: true }).first().fill(`Tech${long}`);
  await page.getByRole("textbox", { name: "Technology", exact: true }).first().press("Enter");
  await page.getByLabel("Category", { exact: true }).fill(`Category${long}`);
  await page.getByRole("textbox", { name: "Technology", exact: true }).nth(1).fill(`Stack${long}`);
  await page.getByRole("button", { name: "Add to stack" }).click();
  await page.getByLabel("Metric label", { exact: true }).fill(`Metric${long}`);
  await page.getByLabel("Metric value", { exact: true }).fill("99%");
  await page.getByRole("button", { name: "Add metric" }).click();
  await page.getByLabel("Label", { exact: true }).fill(`Label${long}`);
  await page.getByLabel("Value", { exact: true }).last().fill("3x");
  await page.getByLabel("Description", { exact: true }).fill(`Description${long}`);
  await page.getByRole("button", { name: "Add detailed metric" }).click();
  await expect(page.getByRole("list", { name: "Detailed metrics" }).getByRole("listitem")).toHaveCount(1);
  await expect(page.getByTestId("tech-category")).toHaveCount(1);
  await expectFits(page, "/admin/portfolio/new with long values", 320);
  // the sticky save bar's three buttons (it overflowed to the left, which no scroll width shows)
  for (const action of [page.getByRole("link", { name: "Cancel" }), page.getByRole("button", { name: "Save draft" }),
    page.getByRole("button", { name: "Publish", exact: true })]) {
    await expect(action).toBeInViewport({ ratio: 1 });
  }
});

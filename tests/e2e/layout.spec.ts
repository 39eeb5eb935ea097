import { expect, test, type Locator, type Page } from "@playwright/test";
import { signIn } from "./admin-support";
import { ALL_PUBLIC_PAGES } from "./public-pages";
import { allRevealed, expectTextFlows } from "./support";

// Screenshots to look at are `npm run screenshots` (scripts/screenshots.ts): never compared pixel by pixel, they
// asserted nothing these checks do not, and cost CI three minutes.

const ADMIN_PAGES = [
  "/admin",
  "/admin/portfolio",
  "/admin/portfolio/new",
  "/admin/case-studies",
  "/admin/blogs",
  "/admin/blogs/new",
  "/admin/leads",
  "/admin/media",
  "/admin/settings",
  "/admin/system",
  "/admin/redirects",
  "/admin/trash",
  "/admin/audit",
  "/admin/integrity",
  "/admin/account",
];

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
    return {
      scrollWidth: document.documentElement.scrollWidth,
      past: innermost
        .slice(0, 5)
        .map((el) => `${el.outerHTML.slice(0, 120)} (right ${Math.round(el.getBoundingClientRect().right)})`),
    };
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
  // the back link, wrapped under the heading, starts where the heading does (its padding indented it by 16 px)
  const left = (locator: Locator) => locator.evaluate((el) => Math.round(el.getBoundingClientRect().left));
  expect(await left(page.getByRole("link", { name: "Back to Portfolios" }).locator("svg"))).toBe(
    await left(page.getByRole("heading", { level: 1 })),
  );
  const long = "Supercalifragilistic".repeat(8);
  await page.getByRole("button", { name: "Add technology" }).click();
  await page.keyboard.type(`Tech${long}`);
  await page.getByRole("button", { name: "Add approach step" }).click();
  await page.keyboard.type(`Step${long}`);
  await page.getByRole("button", { name: "Add stack category" }).click();
  await page.keyboard.type(`Category${long}`);
  await page.getByRole("group", { name: "Stack category 1" }).getByRole("textbox").nth(1).fill(`Stack${long}`);
  await page.getByRole("button", { name: "Add key metric" }).click();
  await page.keyboard.type(`Metric${long}`);
  await page.getByRole("group", { name: "Key metric 1" }).getByLabel("Value", { exact: true }).fill("99%");
  await page.getByRole("button", { name: "Add detailed metric" }).click();
  const detailed = page.getByRole("group", { name: "Detailed metric 1" });
  await detailed.getByLabel("Label", { exact: true }).fill(`Label${long}`);
  await detailed.getByLabel("Value", { exact: true }).fill("3x");
  await detailed.getByLabel("Description", { exact: true }).fill(`Description${long}`);
  await expect(page.getByRole("group", { name: /^(Stack category|Key metric|Detailed metric) 1$/ })).toHaveCount(3);
  await expectFits(page, "/admin/portfolio/new with long values", 320);
  // the address's fixed part stays on one line beside its field (it broke after "/case-")
  expect(
    await page.getByText("/case-study/", { exact: true }).evaluate((prefix) => prefix.getClientRects().length),
  ).toBe(1);
  // the sticky save bar's three buttons (it overflowed to the left, which no scroll width shows)
  for (const action of [
    page.getByRole("link", { name: "Cancel" }),
    page.getByRole("button", { name: "Save draft" }),
    page.getByRole("button", { name: "Publish", exact: true }),
  ]) {
    await expect(action).toBeInViewport({ ratio: 1 });
  }
});

test("on a phone each table row's actions stay in view, wherever the table is scrolled", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page);
  for (const [list, caption] of [
    ["/admin/portfolio", "Portfolios"],
    ["/admin/blogs", "Blog posts"],
    ["/admin/case-studies", "Case studies"],
  ]) {
    await page.goto(list);
    const table = page.getByRole("table", { name: caption });
    const edit = table
      .getByRole("row")
      .nth(1)
      .getByRole("link", { name: /^Edit / });
    await expect(edit).toBeInViewport({ ratio: 1 });
    // the table is wider than the phone: scrolled to its start the actions column would be off the right edge
    const scrollBox = table.locator("..");
    expect(await scrollBox.evaluate((box) => box.scrollWidth > box.clientWidth)).toBe(true);
    await scrollBox.evaluate((box) => {
      box.scrollLeft = box.scrollWidth / 2;
    });
    await expect(edit).toBeInViewport({ ratio: 1 });
    await edit.click();
    await expect(page).toHaveURL(/\/admin\/(portfolio|blogs)\/edit\//);
  }
});

test.describe("on a phone, the keyboard's way through an editor", () => {
  test.use({ reducedMotion: "reduce" });
  for (const editor of ["/admin/blogs/new", "/admin/portfolio/new"]) {
    test(`keeps each field it reaches clear of the sticky save bar: ${editor}`, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await signIn(page, editor);
      await page.getByLabel("Title").focus();
      const seen: string[] = [];
      for (let i = 0; i < 60; i++) {
        await page.keyboard.press("Tab");
        const covered = await page.evaluate(() => {
          const field = document.activeElement;
          const bar = document.querySelector('[data-slot="form-action-bar"]');
          if (!field || !bar || bar.contains(field) || !field.closest("form")) return null;
          const box = field.getBoundingClientRect();
          // its first line (or all of it, when shorter) shows above the bar
          return box.top + Math.min(box.height, 24) > bar.getBoundingClientRect().top
            ? field.outerHTML.slice(0, 120)
            : "";
        });
        if (covered === null) continue;
        seen.push(covered);
        expect(covered, "a field the keyboard reached is under the save bar").toBe("");
      }
      expect(seen.length, "the keyboard reached the form's fields").toBeGreaterThan(5);
    });
  }
});

import { expect, test } from "@playwright/test";
import { ALL_PUBLIC_PAGES } from "./public-pages";

// Screenshots to look at are `npm run screenshots` (scripts/screenshots.ts): never compared pixel by pixel, they
// asserted nothing this check does not, and cost CI three minutes.
test.describe("no page scrolls sideways", () => {
  test.use({ reducedMotion: "reduce" });
  for (const width of [390, 1440]) {
    test(`${width} px`, async ({ page }) => {
      test.setTimeout(30_000 + ALL_PUBLIC_PAGES.length * 3_000);
      await page.setViewportSize({ width, height: width < 800 ? 844 : 900 });
      for (const path of ALL_PUBLIC_PAGES) {
        await page.goto(path);
        await page.evaluate(() => document.fonts.ready);
        expect(await page.evaluate(() => document.documentElement.scrollWidth), `${path} scrolls sideways`).toBeLessThanOrEqual(width);
      }
    });
  }
});

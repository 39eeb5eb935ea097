// `npm run screenshots`: full-page screenshots of the public pages of a running site, to look at (never compared pixel
// by pixel): 390 and 1440 px, light and dark, reduced motion, lazy images scrolled into view first. By default one page
// of each template (a theme or a page's own content changes colours and lengths, not layout).
//   npm run screenshots -- [--url http://localhost:3000] [--pages all | /,/iot] [--out screenshots]
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { chromium, type Page } from "@playwright/test";
import { chromiumLaunchOptions } from "../playwright.config";
import { withTimeout } from "../lib/timeout";
import { ALL_PUBLIC_PAGES, EVERY_TEMPLATE, REDIRECT_PAGE } from "../tests/e2e/public-pages";

const { values } = parseArgs({
  options: {
    url: { type: "string", default: "http://localhost:3000" },
    pages: { type: "string", default: "templates" },
    out: { type: "string", default: "screenshots" },
  },
});
const pages =
  values.pages === "templates"
    ? [...EVERY_TEMPLATE, REDIRECT_PAGE]
    : values.pages === "all"
      ? [...ALL_PUBLIC_PAGES, REDIRECT_PAGE]
      : values.pages.split(",");
const fileName = (scheme: string, width: number, page: string) =>
  `${scheme}-${width}${page.replace(/[/?=]+/g, "_")}.png`;

async function shoot(page: Page, route: string, file: string) {
  const response = await page.goto(new URL(route, values.url).toString());
  // page.evaluate has no timeout of its own: a page that never settles fails the shot instead of stalling the run
  await withTimeout(
    page.evaluate(() => document.fonts.ready),
    30_000,
    "the page's fonts",
  );
  if (route !== REDIRECT_PAGE) {
    // lazy images load now (a fast scroll can pass one before it starts), and whatever waits to be scrolled into view
    await withTimeout(
      page.evaluate(async () => {
        for (const image of document.querySelectorAll<HTMLImageElement>("img[loading=lazy]")) image.loading = "eager";
        for (let y = 0; y < document.body.scrollHeight; y += 700) {
          window.scrollTo(0, y);
          await new Promise((r) => setTimeout(r, 40));
        }
        window.scrollTo(0, 0);
      }),
      30_000,
      "the scroll through the page",
    );
    await page.waitForFunction(() => [...document.images].every((image) => image.complete || !image.checkVisibility()));
  }
  // a full page of `/` at twice the pixels takes longer than the default 30 s on a busy two-core machine
  await page.screenshot({ path: file, fullPage: true, animations: "disabled", timeout: 90_000 });
  return response?.status();
}

fs.mkdirSync(values.out, { recursive: true });
const browser = await chromium.launch(chromiumLaunchOptions);
try {
  for (const colorScheme of ["light", "dark"] as const) {
    for (const width of [390, 1440]) {
      const context = await browser.newContext({
        colorScheme,
        reducedMotion: "reduce",
        viewport: { width, height: width < 800 ? 844 : 900 },
        deviceScaleFactor: width < 800 ? 2 : 1,
        isMobile: width < 800,
        hasTouch: width < 800,
      });
      for (const route of pages) {
        const page = await context.newPage();
        // the redirect page would leave before it is shot: its clock stands still
        if (route === REDIRECT_PAGE) await page.clock.install();
        const file = path.join(values.out, fileName(colorScheme, width, route));
        // one more try: a shot stalls now and then on a busy machine (the first cold image, a scroll that never ends)
        const status = await shoot(page, route, file).catch((error) => {
          console.error(`${route}: ${error.message.split("\n")[0]}; trying again`);
          return shoot(page, route, file);
        });
        console.log(`${status} ${file}`);
        await page.close();
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
}

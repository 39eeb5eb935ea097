import { expect, type Page } from "@playwright/test";
import { UNREVEALED_BOUNDARY } from "./support";

const START = new Date("2030-01-07T09:00:00Z").getTime();

/** Installs Playwright's clock and pauses it before the page loads: page time moves only through
 *  `page.clock.runFor()`, so timing assertions do not depend on how loaded the machine is. */
export async function pauseClock(page: Page) {
  await page.clock.install({ time: START });
  await page.clock.pauseAt(START + 60_000);
}

/** Waits until React has hydrated the element (its props are attached), so its effects and timers exist. */
export async function hydrated(page: Page, selector: string) {
  await page.waitForFunction((sel) => {
    const element = document.querySelector(sel);
    return Boolean(element && Object.keys(element).some((key) => key.startsWith("__reactProps")));
  }, selector);
}

/** On a paused clock React never reveals streamed Suspense content (its reveal waits on a timer):
 *  advance the clock until the ten service cards of the streamed services section replace the fallback,
 *  then wait for hydration of the cards and for their details' module, which loads once the page is idle. */
export async function servicesReady(page: Page) {
  await expect
    .poll(
      async () => {
        await page.clock.runFor(100);
        return page.locator("#services article").count();
      },
      { timeout: 20_000 },
    )
    .toBe(10);
  await hydrated(page, "#services article button[aria-controls]");
  await expect
    .poll(
      async () => {
        await page.clock.runFor(100);
        return page.locator("#services [data-details]").getAttribute("data-details");
      },
      { timeout: 20_000 },
    )
    .toBe("loaded");
}

/** Advances the paused clock until every streamed Suspense boundary of the page has been revealed (support.ts's
 *  `allRevealed` on a paused clock), so no content arrives above later and moves the scroll. */
export async function allStreamed(page: Page) {
  await expect
    .poll(
      async () => {
        await page.clock.runFor(100);
        return page.locator(UNREVEALED_BOUNDARY).count();
      },
      { timeout: 20_000 },
    )
    .toBe(0);
}

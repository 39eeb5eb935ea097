import { expect, test, type Locator, type Page } from "@playwright/test";

// A visitor on a slow phone taps a filter the moment it shows, before the page has hydrated. The lists filtered by the
// URL hydrate in place, so React replays that tap on the element it landed on. (When they read the URL through
// useSearchParams, React rendered them again after hydration and every one of these taps was lost.) A tap before
// React listens at all is not replayed: the filters are links, so the browser loads the filtered address.
const EARLY_CLICKS = [
  {
    page: "/blogs",
    target: (p: Page) =>
      p.getByRole("navigation", { name: "Blog categories" }).getByRole("link", { name: "SaaS", exact: true }),
    url: /\/blogs\?category=SaaS$/,
  },
  {
    page: "/portfolio",
    target: (p: Page) =>
      p.getByRole("group", { name: "Filter projects by service" }).getByRole("link", { name: /^Mobile Applications/ }),
    url: /\/portfolio\?service=mobile-apps$/,
  },
  {
    page: "/reviews",
    target: (p: Page) =>
      p.getByRole("group", { name: "Filter reviews by service" }).getByRole("link", { name: /^Web Applications/ }),
    url: /\/reviews\?service=web-apps$/,
  },
];

const selected = (target: Locator) => target.evaluate((el) => el.hasAttribute("aria-current"));

for (const { page: path, target, url } of EARLY_CLICKS) {
  test(`a filter tapped before ${path} has hydrated takes effect`, async ({ page, context }) => {
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 }); // a phone's CPU: hydration takes a second or more
    for (let attempt = 0; attempt < 2; attempt++) {
      await page.goto(path, { waitUntil: "commit" });
      await target(page).click(); // as soon as it is visible and still
      await expect(page).toHaveURL(url);
      await expect.poll(() => selected(target(page))).toBe(true);
    }
  });
}

for (const { page: path, target, url } of EARLY_CLICKS) {
  test(`a filter tapped before ${path}'s scripts have run takes effect`, async ({ page }) => {
    // The scripts arrive late (a slow network): the tap lands before React has attached a single listener.
    let held = true;
    await page.route("**/_next/static/chunks/**/*.js", async (route) => {
      while (held) await new Promise((resolve) => setTimeout(resolve, 50));
      await route.continue();
    });
    await page.goto(path, { waitUntil: "commit" });
    await target(page).click();
    held = false;
    await expect(page).toHaveURL(url);
    await expect.poll(() => selected(target(page))).toBe(true);
  });
}

// A visitor on a phone taps a card or a filter in the first moments after the page has loaded, while React hydrates
// (at a fourfold slowed CPU that takes a second or more). No tap may be lost, whenever it lands: before React listens
// the browser follows the link, while it hydrates React replays the tap on the element it landed on, after it the
// link's own handler runs. (Issue #67: when the lists read the address with useSearchParams, React rendered them again
// in the browser and replaced the prerendered list; a tap held for replay lost its target, 8 of 16 on /portfolio. Put
// back, this test caught it on /portfolio or /blogs in each of two runs: the window is narrow, and a tap at the load
// event, the most likely to fall in it, is tried three times.)
const FIRST_CLICKS = [
  {
    page: "/portfolio",
    card: (p: Page) => p.getByRole("link", { name: /^View Study:/ }).first(),
    cardUrl: /\/case-study\/[a-z0-9-]+$/,
    filter: EARLY_CLICKS[1],
  },
  {
    page: "/blogs",
    card: (p: Page) => p.getByRole("heading", { level: 2 }).getByRole("link").first(),
    cardUrl: /\/blog\/[a-z0-9-]+$/,
    filter: EARLY_CLICKS[0],
  },
  // A review card is not a link: the filter is what a visitor taps there.
  { page: "/reviews", card: null, cardUrl: null, filter: EARLY_CLICKS[2] },
];
/** How long after the load event each tap lands (ms). */
const DELAYS = [0, 0, 0, 50, 150, 300];

for (const { page: path, card, cardUrl, filter } of FIRST_CLICKS) {
  test(`no tap on ${path}'s ${card ? "cards and " : ""}filters right after load is lost`, async ({ page, context }) => {
    test.setTimeout(180_000);
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    const dropped: string[] = [];
    const tap = async (what: string, target: Locator, url: RegExp, delay: number) => {
      await page.goto(path);
      await page.waitForTimeout(delay);
      await target.click({ noWaitAfter: true });
      await expect(page)
        .toHaveURL(url, { timeout: 15_000 })
        .catch(() => dropped.push(`${what} ${delay} ms after load`));
    };
    for (const delay of DELAYS) {
      if (card && cardUrl) await tap("a card", card(page), cardUrl, delay);
      await tap("a filter", filter.target(page), filter.url, delay);
      if (!dropped.length) await expect.poll(() => selected(filter.target(page))).toBe(true);
    }
    expect(dropped, "taps that did nothing").toEqual([]);
  });
}

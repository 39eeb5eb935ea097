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

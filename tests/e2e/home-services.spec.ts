import { expect, test, type Locator, type Page } from "@playwright/test";
import { allStreamed, pauseClock, servicesReady } from "./home-clock";

const details = (page: Page, id: string) => page.getByTestId(`service-details-${id}`);
const header = (page: Page, id: string) => page.locator(`#services-${id} button[aria-controls]`);

/** Brings the card into view and lets the scroll settle (50 ms calm resets the velocity). */
async function settleOn(page: Page, id: string) {
  // centred, so the pointer can rest on it without scrolling (a scroll would count as fast scrolling) or the fixed header
  // (instant scroll, and wait for its scroll event: the velocity must be measured before the 50 ms calm runs)
  await page.locator(`#services-${id}`).evaluate(
    (card) =>
      new Promise<void>((resolve) => {
        const before = window.scrollY;
        window.addEventListener("scroll", () => resolve(), { once: true });
        card.scrollIntoView({ block: "center", behavior: "instant" });
        if (window.scrollY === before) resolve();
      }),
  );
  await page.clock.runFor(100);
}

/** Rests the pointer on the card, 40 px into it, without scrolling. A locator's hover() scrolls first where it judges
 *  the point out of view: on a centred card it scrolled the page 235 px, which the cards count as fast scrolling
 *  (that hover does not expand; on a paused clock the velocity stays high until the clock moves). */
async function pointAt(page: Page, id: string) {
  const box = (await page.locator(`#services-${id}`).boundingBox())!;
  await page.mouse.move(box.x + 40, box.y + 40);
}

/** Records every height animation started on the panel: its keyframes and duration (ms). */
async function recordHeightAnimations(panel: Locator) {
  await panel.evaluate((el) => {
    const started: unknown[] = ((window as unknown as { heightAnimations: unknown[] }).heightAnimations = []);
    const animate = el.animate.bind(el);
    el.animate = (keyframes, options) => {
      const height = (keyframes as PropertyIndexedKeyframes | null)?.height;
      if (height) started.push({ height, duration: typeof options === "number" ? options : options?.duration });
      return animate(keyframes, options);
    };
  });
  return () =>
    panel
      .page()
      .evaluate(
        () => (window as unknown as { heightAnimations: { height: string[]; duration: number }[] }).heightAnimations,
      );
}

test.describe("service cards (desktop pointer)", () => {
  test.beforeEach(async ({ page }) => {
    await pauseClock(page);
    await page.goto("/");
    await servicesReady(page);
    // The portfolio section below streams in on the page clock: revealed now, not halfway through a hover's timers.
    await allStreamed(page);
  });

  test("ten cards in three groups; the first two images are priority-loaded", async ({ page }) => {
    await expect(page.locator("#services article")).toHaveCount(10);
    await expect(page.locator("#services h3")).toHaveText([
      "Build & Scale",
      "AI & Intelligence",
      "Immersive Experience",
    ]);
    const cardImage = (n: number) => page.locator("#services article").nth(n).locator("img").first();
    await expect(cardImage(0)).not.toHaveAttribute("loading", "lazy");
    await expect(cardImage(1)).not.toHaveAttribute("loading", "lazy");
    for (const n of [2, 5, 9]) await expect(cardImage(n)).toHaveAttribute("loading", "lazy");
    // eager, yet neither preloaded in <head> nor ahead of the page's scripts: they sit below the hero
    await expect(cardImage(0)).toHaveAttribute("fetchpriority", "low");
    await expect(page.locator('head link[rel="preload"][as="image"]')).toHaveCount(0);
    // a card's featured projects join the page when it opens, in a panel still growing: all of them load at once
    for (const [id, name] of [
      ["web-apps", "Web Applications"],
      ["mobile-apps", "Mobile Applications"],
    ]) {
      await page.getByRole("button", { name: `Show details about ${name}` }).click();
      const projectImages = details(page, id).getByTestId("featured-project").locator("img");
      await expect(projectImages).not.toHaveCount(0);
      for (const loading of await projectImages.evaluateAll((imgs) => imgs.map((img) => img.getAttribute("loading"))))
        expect(loading).toBe("eager");
    }
  });

  test("hover expands after 100 ms, leaving collapses after 150 ms, re-entry cancels", async ({ page }) => {
    await settleOn(page, "web-apps");
    const others: Record<string, { x: number; y: number }> = {};
    // Measured once the cards in view are revealed and have risen into place: the observer reports them in real
    // time, the reveal waits for the scroll's calm (page clock), and its 14 px rise runs in real time.
    await page.waitForTimeout(200);
    await page.clock.runFor(60);
    for (const id of ["saas-solutions", "iot", "ai-calling"]) {
      const other = page.locator(`#services-${id}`);
      await other.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
      others[id] = (await other.boundingBox())!;
    }
    await page.mouse.move(5, 5);
    await page.clock.runFor(100);
    await pointAt(page, "web-apps");
    await page.clock.runFor(90);
    await expect(header(page, "web-apps")).toHaveAttribute("aria-expanded", "false");
    await page.clock.runFor(20);
    await expect(header(page, "web-apps")).toHaveAttribute("aria-expanded", "true");
    const box = (await details(page, "web-apps").boundingBox())!;
    expect(box.height).toBeLessThanOrEqual(1000);
    await page.clock.runFor(400);
    // the details open over the rows below: no other card moved
    for (const [id, before] of Object.entries(others)) {
      const after = (await page.locator(`#services-${id}`).boundingBox())!;
      expect(Math.abs(after.y - before.y) + Math.abs(after.x - before.x), id).toBeLessThan(1);
    }
    await page.mouse.move(5, 5);
    await page.clock.runFor(140);
    await expect(header(page, "web-apps")).toHaveAttribute("aria-expanded", "true");
    await pointAt(page, "web-apps");
    await page.clock.runFor(300);
    await expect(header(page, "web-apps")).toHaveAttribute("aria-expanded", "true");
    await page.mouse.move(5, 5);
    await page.clock.runFor(160);
    await expect(header(page, "web-apps")).toHaveAttribute("aria-expanded", "false");
  });

  test("only one card is open at a time", async ({ page }) => {
    await settleOn(page, "web-apps");
    await pointAt(page, "web-apps");
    await page.clock.runFor(110);
    await expect(header(page, "web-apps")).toHaveAttribute("aria-expanded", "true");
    await pointAt(page, "saas-solutions");
    await page.clock.runFor(110);
    await expect(header(page, "saas-solutions")).toHaveAttribute("aria-expanded", "true");
    await expect(header(page, "web-apps")).toHaveAttribute("aria-expanded", "false");
  });

  test("hovering while the page scrolls fast does not expand", async ({ page }) => {
    await settleOn(page, "web-apps");
    await pointAt(page, "web-apps");
    await page.clock.runFor(200);
    await page.mouse.move(5, 5);
    await page.clock.runFor(200);
    await expect(header(page, "web-apps")).toHaveAttribute("aria-expanded", "false");
    // scroll 40 px in one frame (velocity > 10), then enter a card while that scroll is the latest movement
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          window.addEventListener("scroll", () => resolve(), { once: true });
          window.scrollBy({ top: 40, behavior: "instant" }); // one 40 px jump (the page scrolls smoothly by default)
        }),
    );
    await pointAt(page, "web-apps");
    await page.clock.runFor(200);
    await expect(page.locator("article[data-expanded=true]")).toHaveCount(0);
    // once the scroll has calmed (50 ms), hovering again expands as usual
    await page.mouse.move(5, 5);
    await pointAt(page, "web-apps");
    await page.clock.runFor(110);
    await expect(header(page, "web-apps")).toHaveAttribute("aria-expanded", "true");
  });

  test("keyboard: Enter and Space toggle a card; details show price, timeline and buttons", async ({ page }) => {
    // a closed card's details are not in the page until it first opens; then they stay for the collapse
    await expect(details(page, "web-apps")).toBeEmpty();
    await header(page, "web-apps").focus();
    await page.keyboard.press("Enter");
    await expect(header(page, "web-apps")).toHaveAttribute("aria-expanded", "true");
    const open = details(page, "web-apps");
    await expect(open).toContainText("$5,000");
    await expect(open).toContainText("4-12 weeks");
    await expect(open.getByRole("link", { name: "Learn More about Web Applications" })).toHaveAttribute(
      "href",
      "/web-apps",
    );
    await expect(open.getByRole("link", { name: "Get Quote" })).toHaveAttribute("href", "#services-web-apps");
    await page.keyboard.press("Space");
    await expect(header(page, "web-apps")).toHaveAttribute("aria-expanded", "false");
    await expect(open).toBeHidden();
    await expect(open).toContainText("4-12 weeks");
  });

  test("a card's details open to their content's height and close from it, each as one height animation", async ({
    page,
  }) => {
    const panel = details(page, "iot");
    const started = await recordHeightAnimations(panel);
    const settled = (style: string) => expect.poll(() => panel.evaluate((el) => el.style.height)).toBe(style);
    // opened while its reveal still runs: the card is still moved by a transform
    await page.locator("#services-iot").evaluate((card) => card.removeAttribute("data-revealed"));
    await header(page, "iot").focus();
    await page.keyboard.press("Enter");
    await settled("auto"); // from now on it follows its content
    const natural = await panel.evaluate((el: HTMLElement) => el.offsetHeight);
    expect(natural).toBe(
      await panel.evaluate((el: HTMLElement) => el.scrollHeight + el.offsetHeight - el.clientHeight),
    ); // nothing cut off
    expect(natural).toBeGreaterThan(300);
    expect(natural).toBeLessThan(1000);
    // no dead time: the height runs from the closed panel (its border) to where the content ends, not to the 1000 px cap
    expect(await started()).toEqual([{ height: ["2px", `${natural}px`], duration: 300 }]);
    // across the group's row (the grid is its containing block), not the card's width
    expect((await panel.boundingBox())!.width).toBeGreaterThan(
      2 * (await page.locator("#services-iot").boundingBox())!.width,
    );
    await page.locator("#services-iot").evaluate((card) => card.setAttribute("data-revealed", "")); // its reveal has ended
    await page.keyboard.press("Enter");
    await settled("0px");
    const [
      ,
      {
        height: [closeFrom, closeTo],
      },
    ] = await started();
    expect(natural - parseFloat(closeFrom)).toBeLessThanOrEqual(2); // from where it stood (its border goes as it closes)
    expect(closeTo).toBe("0px");
    expect((await panel.boundingBox())!.height).toBe(0);
  });

  test("with reduced motion a card's details open and close at once", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    const panel = details(page, "iot");
    const started = await recordHeightAnimations(panel);
    await header(page, "iot").focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => panel.evaluate((el) => el.style.height)).toBe("auto");
    await page.keyboard.press("Enter");
    await expect.poll(() => panel.evaluate((el) => el.style.height)).toBe("0px");
    expect((await started()).map((a) => a.duration)).toEqual([0, 0]);
  });

  test("featured projects: at most 3, tech chips with +N, industry badge, new tab, See All link", async ({ page }) => {
    await header(page, "web-apps").focus();
    await page.keyboard.press("Enter");
    await page.clock.runFor(110); // the featured projects appear 100 ms after the card expands
    const projects = details(page, "web-apps").getByTestId("featured-project");
    const count = await projects.count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(3);
    await expect(projects.first()).toHaveAttribute("target", "_blank");
    await expect(projects.first()).toHaveAttribute("href", /^\/case-study\//);
    await expect(projects.first()).toContainText(/\+\d+/);
    await expect(
      details(page, "web-apps").getByRole("link", { name: "See All Web Applications Projects" }),
    ).toHaveAttribute("href", "/portfolio?service=web-apps");
  });

  test("hovering 300 ms preloads the service routes", async ({ page }) => {
    const requested: string[] = [];
    page.on("request", (r) => requested.push(new URL(r.url()).pathname));
    await settleOn(page, "iot");
    await pointAt(page, "iot");
    await page.clock.runFor(250);
    expect(requested).not.toContain("/sales-force");
    await page.clock.runFor(60);
    // the router then sends the prefetches from its own queue (it may wait on timers of the paused clock): at most
    // 100 ms more of page time, then only real time passes
    let routerMs = 0;
    await expect
      .poll(async () => {
        if (routerMs < 100) {
          await page.clock.runFor(20);
          routerMs += 20;
        }
        return requested.includes("/sales-force");
      })
      .toBe(true);
  });
});

test("a card whose details cannot be loaded says so, tries again, and offers its page meanwhile", async ({ page }) => {
  // the details' module (texts and markup of the open cards) fails to arrive until `offline` is lifted
  let offline = true;
  await page.route("**/_next/static/chunks/*.js", async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (offline && body.includes("What we deliver")) return route.abort("internetdisconnected");
    return route.fulfill({ response, body });
  });
  await page.goto("/");
  await expect(page.locator("#services [data-details]")).toHaveAttribute("data-details", "failed");
  await page.getByRole("button", { name: "Show details about Web Applications" }).click();
  const open = details(page, "web-apps");
  await expect(open.getByRole("alert")).toContainText("The details could not be loaded.");
  await expect(open.getByRole("link", { name: "Learn More about Web Applications" })).toHaveAttribute(
    "href",
    "/web-apps",
  );
  offline = false;
  await open.getByRole("button", { name: "Try again" }).click();
  await expect(open).toContainText("What we deliver");
  await expect(open.getByRole("alert")).toHaveCount(0);
  // a prefetch still inside the handler when the page closes would read a disposed response and fail the test
  await page.unrouteAll({ behavior: "wait" });
});

test.describe("service cards @phone", () => {
  test("a tap on the card header toggles it; hover is ignored", async ({ page }) => {
    await pauseClock(page);
    await page.goto("/");
    await servicesReady(page);
    const card = page.locator("#services-mobile-apps");
    const title = card.getByRole("heading", { name: "Mobile Applications" });
    await card.evaluate((el) => el.scrollIntoView({ block: "center", behavior: "instant" }));
    await expect(page.locator("#services > div > div[data-touch]")).toHaveCount(1);
    // the header's toggle covers the whole header: a tap on the title toggles the card
    const spot = (await title.boundingBox())!;
    await page.touchscreen.tap(spot.x + spot.width / 2, spot.y + spot.height / 2);
    await expect(header(page, "mobile-apps")).toHaveAttribute("aria-expanded", "true");
    await page.touchscreen.tap(spot.x + spot.width / 2, spot.y + spot.height / 2);
    await expect(header(page, "mobile-apps")).toHaveAttribute("aria-expanded", "false");
    // a pointer resting on the card (as after a tap) never expands it on a touch device
    const box = (await card.boundingBox())!;
    await page.mouse.move(box.x + 30, box.y + 30);
    await page.clock.runFor(400);
    await expect(header(page, "mobile-apps")).toHaveAttribute("aria-expanded", "false");
  });
});

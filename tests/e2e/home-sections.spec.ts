import { expect, test } from "@playwright/test";
import { expectNoAxeViolations, stubExternalSites } from "./support";
import { hydrated } from "./home-clock";

const SECTION_HEADINGS = [
  "Engineering the Future. Today.",
  "A studio that ships what the demo promised",
  "Services built for what comes next",
  "Products we run in production",
  "Our Latest Projects",
  "Why teams choose Kairo Labs",
  "Questions, answered",
  "Let's talk about your project",
  "Send Us a Message",
];

test.describe("home page sections", () => {
  test("the HTML without JavaScript contains every section, heading and key text", async ({ request }) => {
    const html = (await request.get("/")).text();
    const text = (await html)
      .replace(/<[^>]+>/g, " ")
      .replace(/&#x27;|&apos;/g, "'")
      .replace(/\s+/g, " ");
    for (const id of ["home", "about", "services", "products-section", "portfolio", "why-us", "faq", "contact"]) {
      expect((await html).split(`id="${id}"`).length - 1, `section #${id} once, no streamed copy`).toBe(1);
    }
    for (const heading of SECTION_HEADINGS) expect(text).toContain(heading);
    for (const t of [
      "AI-Powered Solutions",
      "Full-Stack Expertise",
      "Immersive Experiences",
      "Think First",
      "Build Smart",
      "Innovate Always",
      "AI calls every lead in 30 seconds",
      "300-500% ROI in 90 days",
      "GMT+5:30",
      "Uttarakhand",
      "Uttar Pradesh",
      "New Delhi",
      "Bengaluru",
      "15+",
      "56+",
      "20+",
      "2024",
      "$5,000",
      "4-12 weeks",
      "AI Autonomous Agents Development",
    ]) {
      expect(text).toContain(t);
    }
  });

  test("the first frame waits for the whole hero: <head> holds it back until the hero's last element is parsed", async ({
    request,
  }) => {
    const html = await (await request.get("/")).text();
    const head = html.slice(0, html.indexOf("</head>"));
    const awaited = [...head.matchAll(/<link rel="expect" href="#([\w-]+)" blocking="render"\/?>/g)].map((m) => m[1]);
    const hero = html.slice(
      html.indexOf('<section id="home"'),
      html.indexOf("</section>", html.indexOf('<section id="home"')),
    );
    // Chromium unblocks when the element is inserted, so it has to come after every part of the hero that takes space.
    const inHero = awaited.filter((id) => hero.indexOf(`id="${id}"`) > hero.lastIndexOf("<li"));
    expect(inHero, `render-blocking rel=expect links in <head>: ${awaited.join(", ")}`).toHaveLength(1);
  });

  test("sections are in order (hero to contact) and the hero video is muted, looping, inline with a poster", async ({
    page,
  }) => {
    await page.goto("/");
    const ids = await page.locator("main > section[id], main section[id]").evaluateAll((els) => els.map((e) => e.id));
    expect(ids).toEqual(["home", "about", "services", "products-section", "portfolio", "why-us", "faq", "contact"]);
    const video = page.getByTestId("hero-video");
    await expect(video).toHaveAttribute("poster", "/video/hero-poster.webp");
    expect(await video.evaluate((v: HTMLVideoElement) => [v.muted, v.loop, v.playsInline])).toEqual([true, true, true]);
    await expect(video.locator("source")).toHaveCount(2);
  });

  test("without reduced motion the hero video plays once the page has hydrated", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "dark" }); // the light theme has its own hero without the video
    await page.goto("/");
    const video = page.getByTestId("hero-video");
    await expect(video).not.toHaveAttribute("autoplay"); // playing is the script's decision
    await hydrated(page, '[data-testid="hero-video"]');
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(false);
  });

  test("with reduced motion the hero video stays paused and nothing is hidden for a reveal", async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: "reduce", colorScheme: "dark" }); // where the video shows
    const page = await context.newPage();
    await page.goto("/");
    await page.waitForLoadState("load");
    await hydrated(page, '[data-testid="hero-video"]');
    await page.waitForTimeout(500); // a play() the script wrongly started would have begun by now
    expect(await page.getByTestId("hero-video").evaluate((v: HTMLVideoElement) => [v.paused, v.currentTime])).toEqual([
      true,
      0,
    ]);
    const opacity = await page
      .locator("#why-us li[data-reveal]")
      .first()
      .evaluate((el) => getComputedStyle(el).opacity);
    expect(opacity).toBe("1");
    await context.close();
  });

  test("the hero's headline and tagline are visible before any JavaScript has run", async ({ page }) => {
    await page.route(/\/_next\/static\/.*\.js/, (route) => route.abort());
    await page.goto("/");
    const hero = page.locator("#home");
    for (const el of [hero.getByRole("heading", { level: 1 }), hero.locator("h1 + p")]) {
      await expect(el).toBeVisible();
      expect(await el.evaluate((node) => getComputedStyle(node).opacity)).toBe("1");
    }
    expect(await page.evaluate(() => document.querySelectorAll("[data-revealed]").length)).toBe(0); // no script ran
  });

  test("sections reveal when first scrolled into view", async ({ page }) => {
    await page.goto("/");
    const card = page.locator("#why-us li[data-reveal]").first();
    await expect(card).not.toHaveAttribute("data-revealed", "");
    await card.scrollIntoViewIfNeeded();
    await expect(card).toHaveAttribute("data-revealed", "");
    expect(await page.locator("#why-us li[data-reveal]").nth(1).getAttribute("style")).toContain(
      "--reveal-delay:150ms",
    );
  });

  test("the CEO portrait falls back to initials when the image fails", async ({ page }) => {
    await page.route(/ceo-portrait\.svg/, (route) => route.fulfill({ status: 404, body: "" }));
    await page.goto("/");
    await page.locator("#about").scrollIntoViewIfNeeded(); // the portrait loads lazily, near the viewport
    await expect(page.getByTestId("ceo-initials")).toHaveText("AM");
  });

  test("hero buttons scroll to contact and services", async ({ page }) => {
    await page.goto("/");
    await page.locator("#home").getByRole("link", { name: "Start Your Project" }).click();
    await expect(page.locator("#contact")).toBeInViewport();
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.locator("#home").getByRole("link", { name: "View Capabilities" }).click();
    await expect(page.locator("#services-title")).toBeInViewport();
  });

  test("about, products, why-us and contact buttons open LinkedIn, the product pages, a tagged consultation and WhatsApp", async ({
    page,
    context,
  }) => {
    await stubExternalSites(context);
    await page.goto("/");
    await expect(page.locator("#about").getByRole("link", { name: "Connect on LinkedIn" })).toHaveAttribute(
      "target",
      "_blank",
    );
    const [tab] = await Promise.all([
      context.waitForEvent("page"),
      page.locator("#about").getByRole("link", { name: "Let's Build Together" }).click(),
    ]);
    expect(tab.url()).toContain("utm_source=about");
    await tab.close();
    const products = page.locator("#products-section");
    await expect(products.getByRole("link", { name: "Get Started" })).toHaveAttribute("href", "/products/speaksify");
    await expect(products.getByRole("link", { name: "View All Products" })).toHaveAttribute("href", "/products");
    await expect(page.locator("#why-us").getByRole("link", { name: "Schedule Consultation" })).toHaveAttribute(
      "href",
      /utm_source=consultation/,
    );
    await expect(page.locator("#contact").getByRole("link", { name: "WhatsApp Chat", exact: true })).toHaveAttribute(
      "href",
      /^https:\/\/wa\.me\//,
    );
    await expect(page.locator("#contact").getByRole("link", { name: /on LinkedIn/ })).toHaveAttribute(
      "target",
      "_blank",
    );
  });

  test("FAQ: eight items, one open at a time, keyboard accessible, Contact Us goes to #contact", async ({ page }) => {
    await page.goto("/");
    const items = page.locator("#faq details");
    const questions = page.locator("#faq summary");
    await expect(questions).toHaveCount(8);
    await expect(page.locator("#faq details[open]")).toHaveCount(0);
    await questions.nth(0).click();
    await expect(items.nth(0)).toHaveJSProperty("open", true);
    await expect(items.nth(0).getByRole("paragraph")).toBeVisible();
    await questions.nth(1).focus();
    await page.keyboard.press("Enter");
    await expect(items.nth(1)).toHaveJSProperty("open", true);
    await expect(items.nth(0)).toHaveJSProperty("open", false);
    await expect(items.nth(0).getByRole("paragraph")).toBeHidden();
    await page.locator("#faq").getByRole("link", { name: "Contact Us" }).click();
    await expect(page.locator("#contact-title")).toBeInViewport();
  });

  test("portfolio: filters only for services with projects, cards open the case study", async ({ page }) => {
    await page.goto("/");
    const section = page.locator("#portfolio");
    const filters = section.getByRole("group", { name: "Filter projects by service" }).getByRole("button");
    await expect(filters.first()).toHaveText(/All Projects/);
    const names = await filters.allInnerTexts();
    expect(names.some((n) => n.startsWith("AI Calling Agency"))).toBe(false);
    const cards = section.getByTestId("portfolio-card");
    const total = await cards.count();
    expect(total).toBeGreaterThan(0);
    await filters.nth(1).click();
    await expect(filters.nth(1)).toHaveAttribute("aria-pressed", "true");
    expect(await section.locator("[data-testid=portfolio-card]:visible").count()).toBeLessThan(total);
    await expect(section.getByRole("link", { name: "View Full Portfolio" })).toHaveAttribute("href", "/portfolio");
    const href = await section.locator("[data-testid=portfolio-card]:visible").first().getAttribute("href");
    expect(href).toMatch(/^\/case-study\//);
    await expect(section.locator("[data-testid=portfolio-card]:visible").first().locator("li")).toHaveCount(2);
  });

  test("axe finds no violations on /", async ({ page }) => {
    test.slow(); // axe on the whole home page takes a while on the shared machine
    await page.emulateMedia({ reducedMotion: "reduce" }); // no reveal in progress while axe measures contrast
    await page.goto("/");
    await expectNoAxeViolations(page);
  });
});

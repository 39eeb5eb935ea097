import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support";

const ARTICLE = "ai-agents-in-production";
const BUILT_IN_TITLES = [
  "AI Agents in Production",
  "Offline-First Mobile Apps",
  "SaaS Pricing Is an Architecture Decision",
  "The Core Web Vitals Playbook",
  "The 30-Second Rule",
  "Rebuilding MedFlow",
];

test.describe("blog list", () => {
  test("shows the six built-in posts newest first, with every card element and a back link", async ({ page }) => {
    test.slow(); // axe and first renders take long on the shared 2-core machine
    await page.goto("/blogs");
    await expect(page.getByRole("heading", { level: 1, name: "Our Blog" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
    const cards = page.getByTestId("blog-list").getByRole("article");
    // The six built-in posts (blog-related.spec.ts may have added older posts in another category).
    for (const title of BUILT_IN_TITLES) await expect(cards.filter({ hasText: title })).toHaveCount(1);
    const dates = await cards.locator("time").evaluateAll((els) => els.map((el) => el.getAttribute("datetime") ?? ""));
    expect(dates).toEqual([...dates].sort().reverse());
    const first = cards.first();
    await expect(first.getByRole("link", { name: /AI Agents in Production/ })).toHaveAttribute(
      "href",
      `/blog/${ARTICLE}`,
    );
    await expect(first.getByText("AI & Machine Learning")).toBeVisible();
    await expect(first.getByText("Kabir Khanna")).toBeVisible();
    await expect(first.getByText(/\d+ min read/)).toBeVisible();
    await expect(first.locator("img")).toHaveCount(1);
    await expect(first.getByRole("list", { name: "Tags" }).getByRole("listitem")).toHaveCount(2);
    await expectNoAxeViolations(page);
  });

  test("filters by category and by tag, keeping the filter in the URL", async ({ page }) => {
    await page.goto("/blogs");
    const cards = page.getByTestId("blog-list").getByRole("article");
    await page
      .getByRole("navigation", { name: "Blog categories" })
      .getByRole("link", { name: "SaaS", exact: true })
      .click();
    await expect(page).toHaveURL(/\/blogs\?category=SaaS$/);
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText("SaaS Pricing Is an Architecture Decision");
    await page.getByRole("link", { name: "All", exact: true }).click();
    await expect(page).toHaveURL(/\/blogs$/);
    await expect(cards.filter({ hasText: "AI Agents in Production" })).toHaveCount(1);

    await cards.filter({ hasText: "AI Agents in Production" }).getByRole("link", { name: "#AI Agents" }).click();
    await expect(page).toHaveURL(/\/blogs\?tag=AI(%20|\+)Agents$/);
    await expect(cards).toHaveCount(2);
    await expect(page.getByText("2 articles tagged")).toBeVisible();
    await page.getByRole("link", { name: "Remove tag filter AI Agents" }).click();
    await expect(page).toHaveURL(/\/blogs$/);
    await expect(cards.filter({ hasText: "SaaS Pricing" })).toHaveCount(1);
  });

  test("a tag link opened directly filters the list", async ({ page }) => {
    await page.goto("/blogs?tag=Next.js");
    await expect(page.getByTestId("blog-list").getByRole("article")).toHaveCount(2);
  });

  test("a tag on an article opens the list filtered by it from its first frame, and Back returns to the article", async ({
    page,
    context,
  }) => {
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await page.goto(`/blog/${ARTICLE}`);
    // the number of articles /blogs shows in each frame (the navigation keeps this document)
    await page.evaluate(() => {
      const frames: number[] = ((window as unknown as { listFrames: number[] }).listFrames = []);
      const sample = () => {
        const list = location.pathname === "/blogs" ? document.querySelector('[data-testid="blog-list"]') : null;
        if (list) frames.push(list.querySelectorAll("article").length);
        requestAnimationFrame(sample);
      };
      requestAnimationFrame(sample);
    });
    await page.getByRole("region", { name: "Tags" }).getByRole("link", { name: "#AI Agents" }).click(); // a client-side navigation
    await expect(page).toHaveURL(/\/blogs\?tag=AI(%20|\+)Agents$/);
    await expect(page.getByText("2 articles tagged")).toBeVisible();
    await expect(page.getByTestId("blog-list").getByRole("article")).toHaveCount(2);
    // never a frame of the whole list first (the page reads the address Next writes after rendering it)
    expect(new Set(await page.evaluate(() => (window as unknown as { listFrames: number[] }).listFrames))).toEqual(
      new Set([2]),
    );
    await page.goBack();
    await expect(page.getByRole("heading", { level: 1, name: "AI Agents in Production" })).toBeVisible();
  });
});

test.describe("blog article", () => {
  test("has every element: badge, title, excerpt, date, reading time, share, image, body, tags, author, related", async ({
    page,
  }) => {
    test.slow(); // axe and first renders take long on the shared 2-core machine
    await page.goto(`/blog/${ARTICLE}`);
    const article = page.locator("main article").first();
    await expect(article.getByText("AI & Machine Learning").first()).toBeVisible();
    await expect(
      page.getByRole("heading", { level: 1, name: "AI Agents in Production: What Actually Breaks and How to Fix It" }),
    ).toBeVisible();
    await expect(article.getByText(/^Agent demos are easy/)).toBeVisible();
    await expect(article.locator("header time")).toHaveText("June 9, 2026");
    await expect(article.locator("header").getByText(/^\d+ min read$/)).toBeVisible();
    await expect(page.getByRole("button", { name: "Share Article" })).toBeVisible();
    await expect(
      page.getByRole("img", { name: "AI Agents in Production: What Actually Breaks and How to Fix It" }),
    ).toBeVisible();
    const body = page.getByTestId("article-body");
    await expect(
      body.getByRole("heading", { level: 2, name: "Give the agent a job, not a personality" }),
    ).toBeVisible();
    await expect(body.getByRole("link", { name: /OpenTelemetry/ })).toHaveAttribute("rel", "noopener noreferrer");
    const tags = page.getByRole("region", { name: "Tags" });
    await expect(tags.getByRole("link")).toHaveText(["#AI Agents", "#LLMs", "#Observability", "#Automation"]);
    await expect(tags.getByRole("link", { name: "#LLMs" })).toHaveAttribute("href", "/blogs?tag=LLMs");
    const author = page.getByRole("region", { name: "About the Author" });
    await expect(author.getByText("Kabir Khanna")).toBeVisible();
    await expect(author.getByRole("img", { name: "Kabir Khanna" })).toBeVisible();
    await expect(author.getByText(/Principal Engineer for AI and platforms/)).toBeVisible();
    // Every shipped post has a category of its own: the related list fills up by shared tags, then the newest.
    await expect(page.getByTestId("related-articles").getByRole("article")).toHaveCount(3);
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}");
    expect(jsonLd).toMatchObject({
      "@type": "BlogPosting",
      headline: "AI Agents in Production: What Actually Breaks and How to Fix It",
    });
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /opengraph-image/);
    await expectNoAxeViolations(page);
  });

  test("an unknown slug redirects to /blogs", async ({ page }) => {
    await page.goto("/blog/this-post-does-not-exist");
    await expect(page).toHaveURL(/\/blogs$/);
    await expect(page.getByRole("heading", { level: 1, name: "Our Blog" })).toBeVisible();
  });

  test("Share Article copies the link with a 'Link copied' toast when the Web Share API is absent", async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, "share", { value: undefined, configurable: true });
    });
    await page.goto(`/blog/${ARTICLE}`);
    expect(await page.evaluate(() => typeof navigator.share)).toBe("undefined");
    await page.getByRole("button", { name: "Share Article" }).click();
    await expect(page.getByText("Link copied")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/blog/${ARTICLE}`);
  });

  test("Share Article uses the Web Share API where the browser has it", async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, "share", {
        configurable: true,
        value: (data: ShareData) => {
          (window as unknown as { shared: ShareData }).shared = data;
          return Promise.resolve();
        },
      });
    });
    await page.goto(`/blog/${ARTICLE}`);
    await page.getByRole("button", { name: "Share Article" }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { shared?: ShareData }).shared?.url))
      .toMatch(new RegExp(`/blog/${ARTICLE}$`));
    await expect(page.getByText("Link copied")).toHaveCount(0);
  });
});

test.describe("blog cards as the server sends them", () => {
  test.use({ javaScriptEnabled: false }); // the HTML itself, before any image loads and drops its placeholder

  test("the list's and the related articles' covers carry the library's blur placeholder", async ({ page }) => {
    for (const [path, list] of [
      ["/blogs", "blog-list"],
      [`/blog/${ARTICLE}`, "related-articles"],
    ]) {
      await page.goto(path);
      // The built-in posts' covers are library images from the first start; posts other specs add are left out.
      const builtIn = page
        .getByTestId(list)
        .locator("article")
        .filter({ hasText: new RegExp(BUILT_IN_TITLES.join("|")) });
      await expect(builtIn.first()).toBeAttached();
      const styles = await builtIn
        .locator("img")
        .evaluateAll((imgs) => imgs.map((img) => img.getAttribute("style") ?? ""));
      expect(styles.length, path).toBeGreaterThan(0);
      // drawn as stored, a blurred WebP: not inside Next's blur SVG, a document of its own for Chromium to style
      for (const style of styles) expect(style, path).toMatch(/background-image:\s*url\("data:image\/webp;base64,/);
    }
  });

  test("the list preloads its first cover only; an article preloads none of its related articles' covers", async ({
    page,
  }) => {
    const preloads = page.locator('head link[rel="preload"][as="image"]');
    await page.goto("/blogs");
    const covers = page.getByTestId("blog-list").locator("img");
    await expect(preloads).toHaveCount(1);
    await expect(covers.nth(0)).toHaveAttribute("fetchpriority", "high");
    // the rest of the first row at once, but low: on a phone it is below the fold, taking bandwidth from the first
    for (const n of [1, 2]) {
      await expect(covers.nth(n)).toHaveAttribute("fetchpriority", "low");
      await expect(covers.nth(n)).not.toHaveAttribute("loading", "lazy");
    }
    await expect(covers.nth(3)).toHaveAttribute("loading", "lazy");
    await page.goto(`/blog/${ARTICLE}`);
    await expect(preloads).toHaveCount(1);
    await expect(preloads).toHaveAttribute("imagesrcset", new RegExp(ARTICLE));
    const related = page.getByTestId("related-articles").locator("img");
    await expect(related.first()).toBeAttached();
    for (const loading of await related.evaluateAll((imgs) => imgs.map((img) => img.getAttribute("loading"))))
      expect(loading).toBe("lazy");
  });
});

test.describe("blog on a phone @phone", () => {
  test("the article body is readable without horizontal scrolling", async ({ page }) => {
    await page.goto(`/blog/${ARTICLE}`);
    await expect(page.getByTestId("article-body")).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });
});

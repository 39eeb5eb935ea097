import { expect, test } from "@playwright/test";
import { hydrated } from "./home-clock";

test.describe("header on the home page", () => {
  test("Home is current at the top; the item of the section in view becomes current on scroll", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "location");
    await page.locator("#why-us").evaluate((el) => el.scrollIntoView({ block: "start" }));
    await expect(nav.getByRole("link", { name: "Why Us" })).toHaveAttribute("aria-current", "location");
    await expect(nav.getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current");
    await page.locator("#faq").evaluate((el) => el.scrollIntoView({ block: "start" }));
    await expect(nav.getByRole("link", { name: "FAQ" })).toHaveAttribute("aria-current", "location");
    await expect(page.getByRole("banner")).toHaveAttribute("data-scrolled", "true");
    // Scrolled, the bar is frosted glass: the standard backdrop-filter Chromium draws (not only the -webkit- one).
    const glass = page.locator("header .glass, header.glass").first();
    await expect.poll(() => glass.evaluate((el) => getComputedStyle(el).backdropFilter)).toMatch(/blur\(16px\)/);
  });

  test("an anchor item clicked on another page goes home and scrolls to the section", async ({ page }) => {
    await page.goto("/this-page-does-not-exist");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Portfolio" }).click();
    await expect(page).toHaveURL(/\/(#portfolio)?$/);
    await expect(page.locator("#portfolio-title")).toBeInViewport();
  });

  test("the theme toggle switches every colour at once, and loading the page adds no stylesheet", async ({ page }) => {
    // A stylesheet added or removed recalculates the style of the whole page: next-themes' own switch without
    // transitions added and removed one twice as the page hydrated.
    await page.addInitScript(() => {
      const counts = { styles: 0, transitions: [] as string[] };
      Object.assign(window, { counts });
      new MutationObserver((records) => {
        counts.styles += records.flatMap((r) => [...r.addedNodes]).filter((node) => node.nodeName === "STYLE").length;
      }).observe(document, { childList: true, subtree: true });
    });
    const counts = () =>
      page.evaluate(() => (window as unknown as { counts: { styles: number; transitions: string[] } }).counts);
    await page.emulateMedia({ colorScheme: "dark" });
    await page.goto("/", { waitUntil: "load" });
    const html = page.locator("html");
    const toggle = page.getByRole("button", { name: "Toggle colour theme" });
    await hydrated(page, "header button[aria-label='Toggle colour theme']");
    await toggle.hover();
    await page.waitForTimeout(500); // the hover's own transition ends
    expect((await counts()).styles).toBe(0);
    await expect(html).toHaveClass(/\bdark\b/);

    // Colours only: a late image or a reveal elsewhere on the page may fade or move meanwhile, which is not the switch.
    await page.evaluate(() =>
      document.addEventListener("transitionrun", (event) => {
        if (!/color|fill|stroke|shadow/.test(event.propertyName)) return;
        (window as unknown as { counts: { transitions: string[] } }).counts.transitions.push(
          `${(event.target as Element).nodeName} ${event.propertyName}`,
        );
      }),
    );
    await toggle.click();
    await expect(html).toHaveClass(/\blight\b/);
    // The sheet that stopped every transition for the switch is gone again, and no transition ran.
    await expect
      .poll(() =>
        page.evaluate(() =>
          [...document.querySelectorAll("style")].some((el) => el.textContent?.includes("transition:none")),
        ),
      )
      .toBe(false);
    expect(await counts()).toEqual({ styles: 1, transitions: [] });
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("light");
    await page.reload();
    await expect(html).toHaveClass(/\blight\b/);
  });

  test("no style rule looks at the class attribute of an ancestor, which would restyle a whole subtree on any class change", async ({
    page,
  }) => {
    // The typography plugin's default `:not(:where([class~="not-prose"] *))` around every .prose rule did: the theme's
    // class on <html> restyled every element of the page (app/globals.css, `target: legacy`).
    await page.goto("/");
    const selectors = await page.evaluate(() => {
      const all = (rules: CSSRuleList): string[] =>
        [...rules].flatMap((rule) =>
          rule instanceof CSSStyleRule
            ? [rule.selectorText]
            : "cssRules" in rule
              ? all((rule as CSSGroupingRule).cssRules)
              : [],
        );
      return [...document.styleSheets].flatMap((sheet) => all(sheet.cssRules));
    });
    expect(selectors.length).toBeGreaterThan(100);
    expect(selectors.filter((selector) => /\[class[~|^$*]?=[^\]]*\]\s+[^,)]/.test(selector))).toEqual([]);
  });
});

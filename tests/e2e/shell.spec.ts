import { expect, test } from "@playwright/test";
import { expectNoAxeViolations, stubExternalSites } from "./support";

test.describe("public shell", () => {
  test("header, menu items and footer are on the home page", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const name of ["Home", "About", "Services", "Portfolio", "Why Us", "FAQ", "Contact", "Products"]) {
      await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await expect(nav.getByRole("link", { name: "Products" })).toHaveAttribute("href", "/products");
    await expect(nav.getByRole("link", { name: "FAQ" })).toHaveAttribute("href", "/#faq");
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy-policy");
    await expect(footer.getByRole("link", { name: "Blog", exact: true })).toHaveAttribute("href", "/blogs");
  });

  test("Get Started opens the scoping form in a new tab with utm_source", async ({ page, context }) => {
    await stubExternalSites(context);
    await page.goto("/");
    const [tab] = await Promise.all([
      context.waitForEvent("page"),
      page.getByRole("banner").getByRole("link", { name: "Get Started" }).click(),
    ]);
    expect(tab.url()).toContain("utm_source=header");
    await tab.close();
  });

  test("unknown paths answer 404 with the not-found page", async ({ page }) => {
    const response = await page.goto("/this-page-does-not-exist");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("a top-level path that is no service page answers 404; the routes next to the service pages answer 200", async ({
    request,
  }) => {
    for (const path of ["/this-page-does-not-exist", "/SaaS", "/saas/extra", "/web-apps-2"]) {
      expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(404);
    }
    for (const path of ["/saas", "/portfolio", "/blogs", "/reviews", "/privacy-policy", "/products"]) {
      expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(200);
    }
  });

  test("health endpoint reports the database", async ({ request }) => {
    const response = await request.get("/api/health");
    expect(response.status()).toBe(200);
    expect(await response.json()).toMatchObject({ status: "ok", database: "up" });
  });

  test("the 404 page has no accessibility violations", async ({ page }) => {
    await page.goto("/missing");
    await expectNoAxeViolations(page);
  });
});

test.describe("phone @phone", () => {
  test("the menu opens from the right, locks scrolling, closes on Escape, backdrop and close button", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    await page.getByRole("button", { name: "Open menu" }).click();
    const dialog = page.getByRole("dialog", { name: "Kairo Labs" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("link", { name: "Portfolio" })).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe("hidden");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await page.getByRole("button", { name: "Open menu" }).click();
    await dialog.getByRole("button", { name: "Close menu" }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.mouse.click(10, 400);
    await expect(dialog).toBeHidden();
  });

  test("the menu slides out on close and focus returns to the hamburger; under reduced motion it goes at once", async ({
    page,
  }) => {
    await page.goto("/");
    const hamburger = page.getByRole("button", { name: "Open menu" });
    await hamburger.click();
    const dialog = page.getByRole("dialog", { name: "Kairo Labs" });
    await expect(dialog).toBeVisible();
    await expect
      .poll(() => dialog.evaluate((el) => getComputedStyle(el).transform))
      .toMatch(/^(none|matrix\(1, 0, 0, 1, 0, 0\))$/);
    // Escape, then count the dialogs a few frames later: the exit runs for about 220 ms, so the panel is still there
    const escapeThenCount = (frames: number) =>
      page.evaluate(
        (frames) =>
          new Promise<number>((resolve) => {
            document.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
            const tick = (left: number) =>
              left
                ? requestAnimationFrame(() => tick(left - 1))
                : resolve(document.querySelectorAll("[role=dialog]").length);
            tick(frames);
          }),
        frames,
      );
    expect(await escapeThenCount(2)).toBe(1);
    await expect(dialog).toBeHidden();
    await expect(hamburger).toBeFocused();
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.reload();
    await hamburger.click();
    await expect(dialog).toBeVisible();
    await expect
      .poll(() => dialog.evaluate((el) => getComputedStyle(el).transform))
      .toMatch(/^(none|matrix\(1, 0, 0, 1, 0, 0\))$/);
    expect(await escapeThenCount(4)).toBe(0);
    await expect(hamburger).toBeFocused();
  });

  test("the menu closes when the viewport grows to desktop width", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await page.setViewportSize({ width: 1024, height: 800 });
    await expect(page.getByRole("dialog")).toBeHidden();
  });

  test("the menu closes on route change", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("dialog").getByRole("link", { name: "Products" }).click();
    await expect(page).toHaveURL(/\/products$/);
    await expect(page.getByRole("dialog")).toBeHidden();
  });
});

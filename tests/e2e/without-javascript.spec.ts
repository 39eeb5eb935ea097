import { expect, test } from "@playwright/test";
import { blogPath, caseStudyPath } from "@/lib/paths";
import { EVERY_TEMPLATE } from "./public-pages";

// A crawler that does not run scripts, or a visitor who turned them off, reads the page as the server sent it. React
// streams a finished Suspense boundary larger than 12.8 KB as a hidden holder that a script moves into place, so a
// loading state around a prerendered page would be all such a reader ever sees (vercel/next.js#50150).
test.use({ javaScriptEnabled: false });

const PAGES: {
  path: string;
  content: (page: import("@playwright/test").Page) => import("@playwright/test").Locator;
}[] = [
  { path: "/", content: (page) => page.locator("#portfolio").getByRole("heading", { name: "MedFlow Patient Portal" }) },
  { path: "/portfolio", content: (page) => page.getByRole("heading", { name: "MedFlow Patient Portal" }) },
  {
    path: caseStudyPath("medflow-patient-portal"),
    content: (page) => page.getByRole("heading", { level: 1, name: "MedFlow Patient Portal" }),
  },
  {
    path: blogPath("ai-agents-in-production"),
    content: (page) => page.getByRole("heading", { level: 1, name: /AI Agents in Production/ }),
  },
];

test.describe("pages without JavaScript", () => {
  for (const { path, content } of PAGES) {
    test(`${path} shows its content in place, with no loading state`, async ({ page }) => {
      await page.goto(path);
      await expect(content(page)).toBeVisible();
      // In place: inside <main>, before the footer, not in a holder after it.
      await expect(page.locator("main").filter({ has: content(page) })).toHaveCount(1);
      await expect(page.locator("main")).not.toContainText("Loading");
      expect(await page.locator('div[hidden][id^="S:"]').count(), "nothing left in React's hidden holders").toBe(0);
    });
  }
});

test("a service card without JavaScript offers its details as a link to the service's page, not a dead button", async ({
  page,
}) => {
  await page.goto("/");
  const card = page.locator("#services-web-apps");
  await expect(card.getByRole("button", { name: /Show details/ })).toBeHidden();
  const link = card.getByRole("link", { name: "Show details about Web Applications" });
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute("href", "/web-apps");
  await link.click();
  await expect(page).toHaveURL(/\/web-apps$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("a case study's gallery thumbnails link to their images", async ({ page, request }) => {
  await page.goto(caseStudyPath("medflow-patient-portal"));
  const thumbnails = page.getByRole("link", { name: /^Open image \d+ of \d+$/ });
  await expect(thumbnails).toHaveCount(4);
  for (const href of await thumbnails.evaluateAll((links) => links.map((a) => a.getAttribute("href")!))) {
    const response = await request.get(href);
    expect(response.status(), href).toBe(200);
    expect(response.headers()["content-type"], href).toMatch(/^image\//);
  }
});

// A button works without scripts only when it submits a form (a <summary> opens its <details> by itself); any other
// visible one would do nothing when pressed.
for (const width of [1280, 390]) {
  test(`no visible button does nothing without JavaScript, ${width} px wide`, async ({ page }) => {
    test.slow(); // fourteen pages
    await page.setViewportSize({ width, height: 900 });
    const dead: string[] = [];
    for (const path of EVERY_TEMPLATE) {
      await page.goto(path);
      for (const button of await page.getByRole("button").all()) {
        if (!(await button.isVisible())) continue;
        if (
          await button.evaluate(
            (el) =>
              el.localName === "summary" || (el instanceof HTMLButtonElement && el.type === "submit" && !!el.form),
          )
        )
          continue;
        dead.push(`${path}: ${(await button.getAttribute("aria-label")) ?? (await button.innerText()).trim()}`);
      }
    }
    expect(dead).toEqual([]);
  });
}

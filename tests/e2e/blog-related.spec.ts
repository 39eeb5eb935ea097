import { expect, test } from "@playwright/test";
import { exportContent, importContent, signIn } from "./admin-support";

// Adds four older "Tech Trends" posts through the admin import (records not in the file stay), so an article has
// more same-category neighbours than the 3 related articles shown. blog.spec.ts does not depend on the count.
const CATEGORY = "Tech Trends";
const ARTICLE = "voice-ai-lead-response";

test("related articles: at most 3, same category, never the article itself, linking to /blog/{id}", async ({
  page,
}) => {
  test.slow(); // axe and first renders take long on the shared 2-core machine
  await signIn(page);
  const exported = JSON.parse(await exportContent(page)) as { projects: unknown[]; blogs: Record<string, unknown>[] };
  const template = exported.blogs.find((b) => b.id === ARTICLE);
  expect(template).toBeDefined();
  const extra = [1, 2, 3, 4].map((n) => ({
    ...template,
    id: `tech-trends-extra-${n}`,
    title: `Tech Trends Extra ${n}`,
    category: CATEGORY,
    publishedAt: `2020-0${n}-01T09:00:00.000Z`,
    tags: [],
    featured: false,
  }));
  const otherCategory = {
    ...template,
    id: "case-studies-extra-1",
    title: "Case Studies Extra",
    category: "Case Studies",
    publishedAt: "2020-05-01T09:00:00.000Z",
    tags: [],
  };
  const body = JSON.stringify({ ...exported, blogs: [...extra, otherCategory] });
  const imported = await importContent(page, body);
  expect(imported.status(), await imported.text()).toBe(200);

  // An import from a route handler expires the pages; the article shows the new neighbours within seconds.
  const related = page.getByTestId("related-articles");
  await page.goto(`/blog/${ARTICLE}`);
  await expect(related.getByRole("heading", { name: "Related Articles" })).toBeVisible({ timeout: 2_000 });
  const links = related.getByRole("article").getByRole("heading").getByRole("link");
  await expect(links).toHaveCount(3);
  const hrefs = await links.evaluateAll((els) => els.map((el) => el.getAttribute("href")));
  expect(hrefs).not.toContain(`/blog/${ARTICLE}`);
  expect(hrefs).not.toContain("/blog/case-studies-extra-1");
  for (const href of hrefs) expect(href).toMatch(/^\/blog\/tech-trends-extra-\d$/);
  await expect(related.getByText(CATEGORY, { exact: true })).toHaveCount(3);

  await links.first().click();
  await expect(page).toHaveURL(/\/blog\/tech-trends-extra-\d$/);
  const fromExtra = page.getByTestId("related-articles").getByRole("article");
  await expect(fromExtra).toHaveCount(3);
  await expect(fromExtra.filter({ hasText: "The 30-Second Rule" })).toHaveCount(1);
});

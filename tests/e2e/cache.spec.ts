import { expect, test } from "@playwright/test";
import { createPost, deleteRow, signIn } from "./admin-support";

const PUBLIC_PAGES = [
  "/",
  "/portfolio",
  "/case-study/medflow-patient-portal",
  "/blogs",
  "/blog/ai-agents-in-production",
  "/web-apps",
  "/products/speaksify",
  "/reviews",
];

test("cached public pages make no database query", async ({ request }) => {
  const queries = async () => (await (await request.get("/api/health")).json()).modelQueries as number;
  for (const path of PUBLIC_PAGES) expect((await request.get(path)).status(), path).toBe(200); // warm up
  const before = await queries();
  for (let round = 0; round < 3; round++) {
    for (const path of PUBLIC_PAGES) expect((await request.get(path)).status(), path).toBe(200);
  }
  expect(await queries()).toBe(before);
});

test("a public page asked again is the instance's own copy, and an edit drops every copy at once", async ({ page }) => {
  const get = (path: string) => page.request.get(path);
  // Next answers from its page cache by the second request at the latest; what it answers so is kept (the e2e server
  // keeps copies for 600 s, playwright.config.ts), and answered with its age, as an HTTP cache does.
  await expect
    .poll(async () => (await get("/blogs")).headers()["age"] ?? "from Next", { intervals: [0], timeout: 5_000 })
    .toMatch(/^\d+$/);
  const copy = await get("/blogs");
  expect(copy.headers()["age"]).toMatch(/^\d+$/);
  expect(copy.headers()["x-request-id"]).toBeTruthy();
  expect(await copy.text()).not.toContain("Copy Dropper");

  await signIn(page);
  await createPost(page, { title: "Copy Dropper", category: "Freshness Checks" });
  const first = await get("/blogs");
  expect(first.headers()["age"]).toBeUndefined();
  expect(await first.text()).toContain("Copy Dropper");
  await deleteRow(page, "/admin/blogs", "Copy Dropper");
  expect(await (await get("/blogs")).text()).not.toContain("Copy Dropper");
});

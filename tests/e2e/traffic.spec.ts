import { expect, test, type Page } from "@playwright/test";
import { createPost, createProject, deleteRow, rename, signIn } from "./admin-support";

// 60 s of mixed traffic: public pages fetched over CONNECTIONS parallel connections while the admin creates, edits
// and deletes projects and posts through the admin screens. No 5xx, every write public, nothing lost.
const TRAFFIC_MS = 60_000;
const CONNECTIONS = 8;
// Each connection asks at most this often: a steady load, not a flood. Unpaced, the fetch loops in this test process
// answered by the server's copies of its pages (~300 requests a second here) left the admin's browser, on the same
// two cores, one write cycle in a minute.
const REQUESTS_PER_SECOND_EACH = 10;
const PUBLIC_PAGES = [
  "/",
  "/portfolio",
  "/case-study/medflow-patient-portal",
  "/blogs",
  "/blog/ai-agents-in-production",
  "/web-apps",
  "/reviews",
  "/products/speaksify",
  "/sitemap.xml",
  "/rss.xml",
];

interface Tally {
  requests: number;
  failures: string[];
}

async function publicTraffic(baseURL: string, going: () => boolean, tally: Tally, offset: number) {
  const start = Date.now();
  for (let i = offset; going(); i++) {
    const due = start + ((i - offset) * 1000) / REQUESTS_PER_SECOND_EACH;
    if (due > Date.now()) await new Promise((resolve) => setTimeout(resolve, due - Date.now()));
    const path = PUBLIC_PAGES[i % PUBLIC_PAGES.length];
    try {
      const response = await fetch(baseURL + path, { redirect: "manual" });
      await response.arrayBuffer();
      tally.requests++;
      if (response.status >= 500) tally.failures.push(`${path}: ${response.status}`);
    } catch (error) {
      tally.failures.push(`${path}: ${(error as Error).message}`);
    }
  }
}

const projectId = (n: number) => `traffic-project-${n}`;
const postId = (n: number) => `traffic-post-${n}`;
const edited = (title: string) => `${title}, edited`;

// Each page is opened (and so cached) between the create and the edit: the edit must show on its first visit after
// the write, which revalidation has to make true (a page first rendered after the edit would pass anyway).
async function createAndEditProject(page: Page, n: number) {
  await createProject(page, {
    title: `Traffic Project ${n}`,
    description: "Written while the public pages were under load.",
  });
  await page.goto(`/case-study/${projectId(n)}`);
  await expect(page.getByRole("heading", { level: 1, name: `Traffic Project ${n}` })).toBeVisible({ timeout: 1000 });
  await rename(page, "/admin/portfolio", projectId(n), edited(`Traffic Project ${n}`));
  await page.goto(`/case-study/${projectId(n)}`);
  await expect(page.getByRole("heading", { level: 1, name: edited(`Traffic Project ${n}`) })).toBeVisible({
    timeout: 1000,
  });
}

async function createAndEditPost(page: Page, n: number) {
  await createPost(page, {
    title: `Traffic Post ${n}`,
    author: "Load Tester",
    content: "Written while the public pages were under load.",
  });
  await page.goto(`/blog/${postId(n)}`);
  await expect(page.getByRole("heading", { level: 1, name: `Traffic Post ${n}` })).toBeVisible({ timeout: 1000 });
  await rename(page, "/admin/blogs", postId(n), edited(`Traffic Post ${n}`));
  await page.goto(`/blog/${postId(n)}`);
  await expect(page.getByRole("heading", { level: 1, name: edited(`Traffic Post ${n}`) })).toBeVisible({
    timeout: 1000,
  });
}

async function storedIds(page: Page) {
  const response = await page.request.get("/api/admin/export");
  expect(response.status()).toBe(200);
  const data = (await response.json()) as {
    projects: { id: string; title: string }[];
    blogs: { id: string; title: string }[];
  };
  const mine = (rows: { id: string; title: string }[]) =>
    rows
      .filter((r) => r.id.startsWith("traffic-"))
      .map((r) => `${r.id}=${r.title}`)
      .sort();
  return { projects: mine(data.projects), blogs: mine(data.blogs) };
}

test("60 s of public traffic while the admin writes: no 5xx, every write public at once, nothing lost", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(TRAFFIC_MS + 180_000);
  await signIn(page);
  const tally: Tally = { requests: 0, failures: [] };
  const until = Date.now() + TRAFFIC_MS;
  // The traffic lasts as long as the admin writes: at least TRAFFIC_MS and two whole write cycles.
  let writing = true;
  const traffic = Promise.all(
    Array.from({ length: CONNECTIONS }, (_, i) => publicTraffic(baseURL!, () => writing, tally, i)),
  );

  let cycles = 0;
  try {
    while (Date.now() < until || cycles < 2) {
      cycles++;
      await createAndEditProject(page, cycles);
      await createAndEditPost(page, cycles);
      if (cycles > 1) {
        await deleteRow(page, "/admin/portfolio", edited(`Traffic Project ${cycles - 1}`));
        await deleteRow(page, "/admin/blogs", edited(`Traffic Post ${cycles - 1}`));
      }
    }
  } finally {
    // also when a write fails: the load would otherwise go on under every later test of this worker
    writing = false;
  }
  await traffic;
  test.info().annotations.push({
    type: "traffic",
    description: `${tally.requests} public requests, ${cycles} admin write cycles`,
  });
  console.log(
    `[traffic] ${tally.requests} public requests over ${CONNECTIONS} connections, ${cycles} admin write cycles`,
  );

  expect(tally.failures).toEqual([]);
  expect(tally.requests).toBeGreaterThan(100);
  expect(cycles).toBeGreaterThan(1);
  // Exactly the last cycle's project and post remain, with their edited titles: no write lost, no delete undone.
  expect(await storedIds(page)).toEqual({
    projects: [`${projectId(cycles)}=${edited(`Traffic Project ${cycles}`)}`],
    blogs: [`${postId(cycles)}=${edited(`Traffic Post ${cycles}`)}`],
  });
  await page.goto("/portfolio");
  await expect(page.getByText(edited(`Traffic Project ${cycles}`)).first()).toBeVisible();
  await expect(page.getByText(new RegExp(`Traffic Project ${cycles - 1}\\b`))).toHaveCount(0);
  await page.goto("/blogs");
  await expect(page.getByText(edited(`Traffic Post ${cycles}`)).first()).toBeVisible();
  await expect(page.getByText(new RegExp(`Traffic Post ${cycles - 1}\\b`))).toHaveCount(0);

  // Leave the shared database as the seed made it for the tests that follow.
  await deleteRow(page, "/admin/portfolio", edited(`Traffic Project ${cycles}`));
  await deleteRow(page, "/admin/blogs", edited(`Traffic Post ${cycles}`));
  expect(await storedIds(page)).toEqual({ projects: [], blogs: [] });
});

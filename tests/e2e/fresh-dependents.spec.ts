import { expect, test, type Page } from "@playwright/test";
import { createPost, createProject, deleteRow, rename, signIn } from "./admin-support";

// Every page that shows data from a write is right on its FIRST request after the write (no reload, no retry), each
// page cached before the write: the home page's portfolio and featured projects, /portfolio, the Salesforce page's
// projects, the case study, /blogs, the article's related list, the sitemap, the feed and the share images.
test.describe.configure({ timeout: 150_000 });

/** The body of one request (the first after the write when called so). */
const body = async (page: Page, path: string) => {
  const response = await page.request.get(path);
  expect(response.status(), path).toBe(200);
  return response.text();
};

/** The share image a page names (og:image), and whether Next answered it from its cache. */
const shareImage = async (page: Page, path: string) => {
  const url = /<meta property="og:image" content="([^"]+)"/.exec(await body(page, path))?.[1];
  expect(url, `${path}: og:image`).toBeTruthy();
  const response = await page.request.get(url!);
  expect(response.headers()["content-type"], url).toBe("image/png");
  return { bytes: await response.body(), cache: response.headers()["x-nextjs-cache"] };
};

/** A stored page's share image is cached, and an edit of what it shows replaces it on its first request after. */
async function expectShareImageFollows(page: Page, path: string, edit: () => Promise<void>) {
  const before = await shareImage(page, path);
  expect((await shareImage(page, path)).cache, `${path}: share image cached`).toBe("HIT");
  await edit();
  expect((await shareImage(page, path)).bytes.equals(before.bytes), `${path}: share image after the edit`).toBe(false);
}

test("a new post is in /blogs, the feed, the sitemap and its neighbour's related list on their first request", async ({
  page,
}) => {
  await signIn(page);
  for (const path of ["/blogs", "/rss.xml", "/sitemap.xml"])
    expect(await body(page, path), path).not.toContain("Fresh Neighbour");

  await createPost(page, { title: "Fresh Neighbour One", category: "Freshness Checks" });
  expect(await body(page, "/rss.xml")).toContain("<title>Fresh Neighbour One</title>");
  expect(await body(page, "/sitemap.xml")).toContain("/blog/fresh-neighbour-one</loc>");
  await page.goto("/blogs");
  await expect(page.getByRole("link", { name: "Fresh Neighbour One" }).first()).toBeVisible({ timeout: 1000 });
  await page.goto("/blog/fresh-neighbour-one");
  await expect(page.getByRole("heading", { name: "Fresh Neighbour One" })).toBeVisible();
  await expect(page.getByTestId("related-articles").getByText("Fresh Neighbour Two")).toHaveCount(0);

  await createPost(page, { title: "Fresh Neighbour Two", category: "Freshness Checks" });
  await page.goto("/blog/fresh-neighbour-one");
  await expect(page.getByTestId("related-articles").getByRole("link", { name: "Fresh Neighbour Two" })).toBeVisible({
    timeout: 1000,
  });
  expect(await body(page, "/rss.xml")).toContain("<title>Fresh Neighbour Two</title>");
  expect(await body(page, "/sitemap.xml")).toContain("/blog/fresh-neighbour-two</loc>");
  // …and the other way round, on that article's first visit.
  await page.goto("/blog/fresh-neighbour-two");
  await expect(page.getByTestId("related-articles").getByRole("link", { name: "Fresh Neighbour One" })).toBeVisible({
    timeout: 1000,
  });

  await expectShareImageFollows(page, "/blog/fresh-neighbour-two", () =>
    rename(page, "/admin/blogs", "fresh-neighbour-two", "Fresh Neighbour Renamed"),
  );

  for (const title of ["Fresh Neighbour One", "Fresh Neighbour Renamed"]) await deleteRow(page, "/admin/blogs", title);
  expect(await body(page, "/rss.xml")).not.toContain("Fresh Neighbour");
});

test("a new project, and then its new title, is on every page showing it on their first request", async ({ page }) => {
  await signIn(page);
  const pages = ["/", "/portfolio", "/sales-force", "/sitemap.xml"];
  for (const path of pages) expect(await body(page, path), path).not.toContain("Fresh Ledger"); // cached before the write

  // A SAAS project also shown on the Salesforce page (its primary service stays one of the five).
  await createProject(page, {
    title: "Fresh Ledger Platform",
    description: "A ledger for fresh reads.",
    service: "saas",
    alsoShowOn: ["Salesforce CRM"],
  });
  const onEveryPage = async (title: string) => {
    await page.goto("/");
    await expect(page.locator("#portfolio")).toContainText(title, { timeout: 1000 });
    await page.getByRole("button", { name: "Show details about SaaS Solutions" }).click();
    // the open card's markup comes in a chunk loaded once the page is idle (its data came with this first request):
    // waiting for that code is not a second look at the server
    await expect(page.locator("#services [data-details]")).toHaveAttribute("data-details", "loaded", {
      timeout: 20_000,
    });
    // the project is in the card as soon as that code has run; it shows 100 ms after the card opened, a timer of a
    // page that may still be busy on a loaded machine (seen at 1 s)
    const featured = page
      .getByTestId("service-details-saas-solutions")
      .getByTestId("featured-project")
      .filter({ hasText: title });
    await expect(featured).toBeAttached({ timeout: 1000 });
    await expect(featured).toBeVisible();
    await page.goto("/portfolio");
    await expect(page.getByRole("heading", { name: title }).first()).toBeVisible({ timeout: 1000 });
    await page.goto("/sales-force");
    await expect(page.getByTestId("portfolio-item").filter({ hasText: title })).toHaveCount(1, { timeout: 1000 });
    await page.goto("/case-study/fresh-ledger-platform");
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible({ timeout: 1000 });
  };
  await onEveryPage("Fresh Ledger Platform");
  expect(await body(page, "/sitemap.xml")).toContain("/case-study/fresh-ledger-platform</loc>");

  await expectShareImageFollows(page, "/case-study/fresh-ledger-platform", () =>
    rename(page, "/admin/portfolio", "fresh-ledger-platform", "Fresh Ledger Platform Two"),
  );
  await onEveryPage("Fresh Ledger Platform Two");

  await deleteRow(page, "/admin/portfolio", "Fresh Ledger Platform Two");
  await page.goto("/sales-force");
  await expect(page.getByText("Fresh Ledger Platform Two")).toHaveCount(0);
});

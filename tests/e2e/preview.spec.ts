import { expect, test, type Browser, type Page } from "@playwright/test";
import { signPreviewToken } from "../../lib/preview/token.mjs";
import { draftProject, expectToast, signIn } from "./admin-support";
import { expectNoAxeViolations } from "./support";

// Every test makes its own rows, named uniquely for this run.
const run = Date.now().toString(36);
const slugOf = (title: string) => title.toLowerCase().replace(/\s+/g, "-");

async function draftPost(page: Page, title: string) {
  await page.goto("/admin/blogs/new");
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Author Name").fill("Ada");
  await page.getByLabel("Blog Content").fill(`${title}: the body of a draft.`);
  await page.getByRole("button", { name: "Save draft", exact: true }).click();
  await expectToast(page, "Blog post created");
}

/** A visitor: a fresh browser context, without the admin's session or draft mode. */
const visitor = async (browser: Browser) => (await browser.newContext()).newPage();

test("a draft is invisible to visitors; the admin's Preview shows it on its real page with the preview bar", async ({
  page,
  browser,
}) => {
  test.slow();
  const title = `Preview Draft ${run}`;
  const slug = slugOf(title);
  await signIn(page);
  await draftPost(page, title);

  const guest = await visitor(browser);
  await guest.goto(`/blog/${slug}`);
  await expect(guest).toHaveURL(/\/blogs$/);
  await expect(guest.getByText(title)).toHaveCount(0);
  expect(await (await guest.request.get("/sitemap.xml")).text()).not.toContain(`/blog/${slug}`);

  await page.goto(`/admin/blogs/edit/${slug}`);
  const [preview] = await Promise.all([
    page.waitForEvent("popup"),
    page.getByRole("link", { name: /^Preview/ }).click(),
  ]);
  await expect(preview).toHaveURL(new RegExp(`/blog/${slug}$`));
  await expect(preview.getByRole("heading", { name: title })).toBeVisible();
  const bar = preview.getByRole("region", { name: "Preview" });
  await expect(bar).toContainText("You are viewing a preview");
  await expect(bar).toContainText("Draft: visitors cannot see this page yet.");
  const response = await preview.reload();
  expect(response?.headers()["cache-control"]).toContain("no-store");
  expect(response?.headers()["x-robots-tag"]).toContain("noindex");
  await expect(preview.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);

  // Still invisible to everyone else, and Exit preview ends draft mode (back to the editor).
  await guest.goto(`/blog/${slug}`);
  await expect(guest).toHaveURL(/\/blogs$/);
  await bar.getByRole("link", { name: "Exit preview" }).click();
  await expect(preview).toHaveURL(new RegExp(`/admin/blogs/edit/${slug}$`));
  await preview.goto(`/blog/${slug}`);
  await expect(preview).toHaveURL(/\/blogs$/);
});

test("a share-preview link shows that one draft to a browser without a session, never cached and noindex", async ({
  page,
  browser,
}) => {
  test.slow();
  const postTitle = `Shared Draft ${run}`;
  const projectTitle = `Unshared Study ${run}`;
  await signIn(page);
  await draftProject(page, projectTitle);
  await draftPost(page, postTitle);
  await page.goto(`/admin/blogs/edit/${slugOf(postTitle)}`);
  await page.getByRole("button", { name: "Share preview" }).click();
  await expectToast(page, "Preview link created");
  const link = await page.getByLabel(/Share-preview link/).inputValue();
  expect(link).toContain("/api/preview/share/");

  const guest = await visitor(browser);
  const response = await guest.goto(link);
  await expect(guest).toHaveURL(new RegExp(`/blog/${slugOf(postTitle)}$`));
  await expect(guest.getByRole("heading", { name: postTitle })).toBeVisible();
  await expect(guest.getByRole("region", { name: "Preview" })).toBeVisible();
  expect(response?.headers()["cache-control"]).toContain("no-store");
  expect(response?.headers()["x-robots-tag"]).toContain("noindex");
  await expect(guest.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  // The link opens its one item only: another draft stays hidden in the same browser.
  await guest.goto(`/case-study/${slugOf(projectTitle)}`);
  await expect(guest).toHaveURL(/\/portfolio$/);
  await expect(guest.getByText(projectTitle)).toHaveCount(0);
  // The browser holds the link's own cookie, sent to that page only, and never Next's build-wide draft cookie: every
  // other public page still comes from the cache for it (issue 60, #11).
  const cookies = await guest.context().cookies();
  expect(cookies.map((c) => c.name)).not.toContain("__prerender_bypass");
  expect(cookies.find((c) => c.name === "studio-share-preview")?.path).toBe(`/blog/${slugOf(postTitle)}`);
  for (const path of ["/", "/blogs"]) {
    const other = await guest.request.get(path);
    expect(other.headers()["cache-control"], path).not.toContain("no-store");
    expect(other.headers()["x-robots-tag"], path).toBeUndefined();
  }

  // Revoked before its 7 days (asked first): the same browser sees the public page again, and the link is refused.
  await page.getByRole("button", { name: "Revoke", exact: true }).click();
  const ask = page.getByRole("alertdialog", { name: "Revoke this share link?" });
  await ask.getByRole("button", { name: "Revoke" }).click();
  await expectToast(page, "Share link revoked");
  await guest.goto(`/blog/${slugOf(postTitle)}`);
  await expect(guest).toHaveURL(/\/blogs$/);
  await guest.goto(link);
  await expect(guest).toHaveURL(/\/preview\/revoked$/);
  await expect(guest.getByRole("heading", { name: "This preview link was withdrawn" })).toBeVisible();

  // A changed token is refused with a page that says so, and so is an expired one (signed as the server does).
  const tampered = await visitor(browser);
  await tampered.goto(link.replace(/.$/, (c) => (c === "A" ? "B" : "A")));
  await expect(tampered).toHaveURL(/\/preview\/invalid$/);
  await expect(tampered.getByRole("heading", { name: "This preview link is not valid" })).toBeVisible();
  await tampered.goto(`/blog/${slugOf(postTitle)}`);
  await expect(tampered).toHaveURL(/\/blogs$/);
  const secret = process.env.NEXTAUTH_SECRET ?? "e2e-secret-not-for-production-0123456789";
  const expired = signPreviewToken(
    { kind: "blog", id: slugOf(postTitle), linkId: "an-old-link", path: `/blog/${slugOf(postTitle)}` },
    secret,
    new Date(Date.now() - 8 * 24 * 3600_000),
  );
  await tampered.goto(`/api/preview/share/${expired}`);
  await expect(tampered).toHaveURL(/\/preview\/expired$/);
  await expect(tampered.getByRole("heading", { name: "This preview link has expired" })).toBeVisible();
});

test("the project editor's Preview shows a draft case study with the bar", async ({ page }) => {
  test.slow();
  const title = `Preview Study ${run}`;
  await signIn(page);
  await draftProject(page, title);
  await page.goto(`/admin/portfolio/edit/${slugOf(title)}`);
  const [preview] = await Promise.all([
    page.waitForEvent("popup"),
    page.getByRole("link", { name: /^Preview/ }).click(),
  ]);
  await expect(preview).toHaveURL(new RegExp(`/case-study/${slugOf(title)}$`));
  await expect(preview.getByRole("heading", { name: title, level: 1 })).toBeVisible();
  await expect(preview.getByRole("region", { name: "Preview" })).toContainText(
    "Draft: visitors cannot see this page yet.",
  );
});

test("the editor autosaves a copy that survives a reload without changing the item, and asks before leaving", async ({
  page,
}) => {
  test.slow();
  const title = `Autosaved Post ${run}`;
  const slug = slugOf(title);
  await signIn(page);
  await draftPost(page, title);
  await page.goto(`/admin/blogs/edit/${slug}`);
  await page.getByLabel("Title").fill(`${title} edited`);
  await expect(page.getByRole("status").filter({ hasText: "Draft copy autosaved at" })).toBeVisible({
    timeout: 10_000,
  });

  page.on("dialog", (dialog) => void dialog.accept()); // the reload's "leave this page?" prompt
  await page.reload();
  await expect(page.getByLabel("Title")).toHaveValue(title); // the item itself is unchanged
  const offer = page.getByRole("region", { name: "Autosaved copy" });
  await expect(offer).toContainText("You have an autosaved copy");
  await expectNoAxeViolations(page);
  await offer.getByRole("button", { name: "Restore it" }).click();
  await expect(page.getByLabel("Title")).toHaveValue(`${title} edited`);
  await expect(offer).toHaveCount(0);
  page.removeAllListeners("dialog");

  // Leaving by an in-app link with unsaved changes asks first; dismissing stays, accepting leaves.
  const asked: string[] = [];
  page.on("dialog", (dialog) => {
    asked.push(dialog.message());
    void (asked.length === 1 ? dialog.dismiss() : dialog.accept());
  });
  await page.getByRole("link", { name: "Cancel" }).click();
  await expect.poll(() => asked.length).toBe(1);
  expect(asked[0]).toContain("unsaved changes");
  await expect(page).toHaveURL(new RegExp(`/admin/blogs/edit/${slug}$`));
  await page.getByRole("link", { name: "Cancel" }).click();
  await expect(page).toHaveURL(/\/admin\/blogs$/);
  expect(asked).toHaveLength(2);
});

test("blog bodies are written in Markdown with a live preview; the article renders it and the reading time is computed", async ({
  page,
}) => {
  test.slow();
  const title = `Markdown Notes ${run}`;
  await signIn(page, "/admin/blogs/new");
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Author Name").fill("Ada");
  await page
    .getByLabel("Blog Content")
    .fill(
      "## Setup steps\n\nRead the [docs](/blogs) first.\n\n- install\n- run\n\n```ts\nconst answer = 42;\n```\n\n| Plan | Price |\n|---|--:|\n| Pro | $9 |",
    );
  const preview = page.getByRole("region", { name: "Live preview" });
  await expect(preview.getByRole("heading", { name: "Setup steps", level: 2 })).toBeVisible();
  await expect(preview.locator(".hljs-keyword")).toHaveText("const");
  await expect(preview.getByRole("cell", { name: "$9" })).toBeVisible();
  await expect(preview.getByRole("status")).toHaveText("1 min read (from the body)");
  await expect(page.getByLabel("Reading Time (minutes)")).toHaveCount(0);
  // An image from the media library goes in at the cursor (the end here), with its alt text.
  await page.getByRole("button", { name: "Insert images from library" }).click();
  const library = page.getByRole("dialog", { name: "Add images from the library" });
  const image = library.getByRole("list", { name: "Library images" }).getByRole("button").first();
  const alt = (await image.getAttribute("aria-label"))!.replace(/ \([^)]*\)$/, ""); // "alt (file name)"
  await image.click();
  await library.getByRole("button", { name: "Add 1 image" }).click();
  await expect(library).toHaveCount(0);
  await expect(page.getByLabel("Blog Content")).toHaveValue(
    /\| Pro \| \$9 \|\n\n!\[[^\]]+\]\((\/media\/[a-f0-9]{32}\/w1080|\/images\/[\w/.-]+)\)$/,
  );
  await expect(preview.getByRole("img", { name: alt })).toHaveAttribute(
    "src",
    /^(\/media\/[a-f0-9]{32}\/w1080|\/images\/[\w/.-]+)$/,
  );
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expectToast(page, "Blog post created");

  await page.goto(`/blog/${slugOf(title)}`);
  const body = page.getByTestId("article-body");
  await expect(body.getByRole("heading", { name: "Setup steps", level: 2 })).toBeVisible();
  await expect(body.getByRole("link", { name: "docs" })).toHaveAttribute("href", "/blogs");
  await expect(body.getByRole("listitem")).toHaveText(["install", "run"]);
  await expect(body.locator("pre .hljs-number")).toHaveText("42");
  await expect(body.getByRole("columnheader", { name: "Price" })).toBeVisible();
  await expect(page.locator("article header").getByText(/^1 min read$/)).toBeVisible();
  const shown = body.getByRole("img", { name: alt });
  await expect(shown).toHaveAttribute("src", /^(\/media\/[a-f0-9]{32}\/w1080|\/images\/[\w/.-]+)$/);
  await expect
    .poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
});

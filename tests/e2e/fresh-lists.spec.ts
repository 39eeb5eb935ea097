import { expect, test, type Page } from "@playwright/test";
import sharp from "sharp";
import { confirmDialog, createPost, createProject, deleteRow, expectToast, signIn } from "./admin-support";
import { hydrated } from "./home-clock";

// The owner opens a list, edits an item within seconds (the admin's table cache keeps a page 15 s), saves, and is
// back on the list: it shows what was just saved on its first paint, with no reload and no wait. (Issue #68: the list
// kept its cached page, the old title, until a reload.)

/** Records the text of every state of the visible rows with this test id from now on (a MutationObserver sees each
 *  DOM change before it is painted), so a test can tell that an old value was never shown. */
async function watchRows(page: Page, testId: string) {
  await page.evaluate((id) => {
    const w = window as unknown as { seenRows: string[]; sameDocument: boolean };
    w.seenRows = [];
    w.sameDocument = true;
    const record = () => {
      // Next keeps the page left behind in the document, hidden (React's Activity): only rows one can see count.
      const rows = [...document.querySelectorAll(`[data-testid="${id}"]`)].filter((r) => r.checkVisibility());
      if (rows.length) w.seenRows.push(rows.map((r) => r.textContent ?? "").join("\n"));
    };
    new MutationObserver(record).observe(document.body, { childList: true, subtree: true, characterData: true });
  }, testId);
  return {
    seen: () => page.evaluate(() => (window as unknown as { seenRows: string[] }).seenRows),
    /** The list was reached by client navigation (a reload would trivially show the new value). */
    sameDocument: () => page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true),
  };
}

/** Opens a list by URL and waits until its links are hydrated, so the next click is a client navigation. */
async function openList(page: Page, path: string, rowTestId: string) {
  await page.goto(path);
  await expect(page.getByTestId(rowTestId).first()).toBeVisible();
  await hydrated(page, `[data-testid="${rowTestId}"] a[href*="/edit/"], nav a[href="${path}"]`);
}

/** Goes to another admin section through the side menu (a client navigation). */
async function throughMenu(page: Page, label: string) {
  const link = page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: label, exact: true });
  const href = (await link.getAttribute("href"))!;
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
}

/** The rows one can see (Next keeps the pages left behind in the document, hidden). */
const visibleRows = (page: Page, testId: string) => page.getByTestId(testId).filter({ visible: true });

/** After a post's save: the form has gone back to the blog list and it shows the post (a click on the menu before that
 *  would be overtaken by the form's own navigation). */
async function backOnTheList(page: Page, title: string) {
  await expectToast(page, "Blog post updated");
  await expect(page).toHaveURL(/\/admin\/blogs$/);
  await expect(visibleRows(page, "blog-row").filter({ hasText: title })).toHaveCount(1);
}

const LISTS = [
  {
    what: "blog post",
    list: "/admin/blogs" as const,
    row: "blog-row",
    update: "Update Blog Post",
    toast: "Blog post updated",
    menu: "Blogs",
    titleField: "Title",
    create: (page: Page, title: string) => createPost(page, { title }),
    remove: (page: Page, title: string) => deleteRow(page, "/admin/blogs", title),
  },
  {
    what: "portfolio",
    list: "/admin/portfolio" as const,
    row: "portfolio-row",
    update: "Update Portfolio",
    toast: "Portfolio updated",
    menu: "Portfolios",
    titleField: "Title",
    create: (page: Page, title: string) => createProject(page, { title }),
    remove: (page: Page, title: string) => deleteRow(page, "/admin/portfolio", title),
  },
  {
    what: "testimonial",
    list: "/admin/testimonials" as const,
    row: "testimonial-row",
    update: "Update Testimonial",
    toast: "Testimonial updated",
    menu: "Testimonials",
    titleField: "Name",
    create: async (page: Page, title: string) => {
      await page.goto("/admin/testimonials/new");
      await page.getByRole("textbox", { name: "Name", exact: true }).fill(title);
      await page.getByRole("textbox", { name: "Quote", exact: true }).fill("Fresh on the list at once.");
      await page.getByRole("button", { name: "Publish", exact: true }).click();
      await expectToast(page, "Testimonial created");
    },
    remove: async (page: Page, title: string) => {
      await page.goto("/admin/testimonials");
      const row = page.getByTestId("testimonial-row").filter({ hasText: title });
      await row.getByRole("button", { name: /^Delete/ }).click();
      await confirmDialog(page, "Delete");
      await expect(row).toHaveCount(0);
    },
  },
];

for (const { what, list, row, update, toast, menu, titleField, create, remove } of LISTS) {
  test(`a ${what} edited right after its list loaded shows its new title in the list at once`, async ({ page }) => {
    const stamp = Date.now().toString(36);
    const before = `Fresh ${what} ${stamp}`;
    const after = `Renamed ${what} ${stamp}`;
    await signIn(page, list);
    await create(page, before);
    try {
      await openList(page, list, row);
      await page.getByRole("link", { name: `Edit ${before}` }).click();
      await page.getByRole("textbox", { name: titleField, exact: true }).fill(after);
      const rows = await watchRows(page, row);
      await page.getByRole("button", { name: update }).click();
      await expectToast(page, toast);
      await expect(page).toHaveURL(new RegExp(`${list}$`));
      await expect(visibleRows(page, row).filter({ hasText: after })).toHaveCount(1);
      expect(await rows.sameDocument(), "the list was reloaded").toBe(true);
      expect((await rows.seen()).filter((text) => text.includes(before))).toEqual([]);

      // Going elsewhere and back through the menu within the cache's 15 s shows it too.
      await throughMenu(page, "Dashboard");
      await throughMenu(page, menu);
      await expect(visibleRows(page, row).filter({ hasText: after })).toHaveCount(1);
      expect((await rows.seen()).filter((text) => text.includes(before))).toEqual([]);
    } finally {
      await remove(page, after).catch(() => remove(page, before));
    }
  });
}

test("the audit log opened before a save lists the save when the owner comes back to it", async ({ page }) => {
  const title = `Audited post ${Date.now().toString(36)}`;
  await signIn(page, "/admin/blogs");
  await createPost(page, { title });
  try {
    await openList(page, "/admin/audit", "audit-row");
    const rows = await watchRows(page, "audit-row");
    await throughMenu(page, "Blogs");
    await page.getByRole("link", { name: `Edit ${title}` }).click();
    await page.getByLabel("Excerpt").fill("Written again by the audit test.");
    await page.getByRole("button", { name: "Update Blog Post" }).click();
    await backOnTheList(page, title);
    await throughMenu(page, "Audit Log");
    await expect(visibleRows(page, "audit-row").first()).toContainText(`edited the blog post “${title}”`);
    expect(await rows.sameDocument(), "the audit log was reloaded").toBe(true);
    const first = (await rows.seen()).at(-1)!;
    expect(first).toContain(`edited the blog post “${title}”`);
  } finally {
    await deleteRow(page, "/admin/blogs", title);
  }
});

test("a redirect added, or made by a slug change, is in the Redirects list the owner returns to", async ({ page }) => {
  const stamp = Date.now().toString(36);
  const title = `Moving post ${stamp}`;
  await signIn(page, "/admin/redirects");
  await createPost(page, { title });
  try {
    await page.goto("/admin/redirects");
    await hydrated(page, 'nav a[href="/admin/redirects"]');
    await page.getByRole("textbox", { name: "From" }).fill(`/old-${stamp}`);
    await page.getByRole("textbox", { name: "To" }).fill("/blogs");
    await page.getByRole("button", { name: "Add redirect" }).click();
    await expectToast(page, "Redirect added");
    await expect(visibleRows(page, "redirect-row").filter({ hasText: `/old-${stamp}` })).toContainText("/blogs");

    await throughMenu(page, "Blogs");
    await page.getByRole("link", { name: `Edit ${title}` }).click();
    await page.getByLabel("Slug").fill(`moved-${stamp}`);
    await expect(page.getByRole("status").filter({ hasText: "Available." })).toBeVisible();
    await page.getByRole("button", { name: "Update Blog Post" }).click();
    await backOnTheList(page, title);
    await throughMenu(page, "Redirects");
    await expect(
      visibleRows(page, "redirect-row").filter({ hasText: `/blog/${title.toLowerCase().replace(/ /g, "-")}` }),
    ).toContainText(`/blog/moved-${stamp}`);
    await page.getByRole("button", { name: `Delete redirect from /old-${stamp}` }).click();
    await confirmDialog(page, "Delete");
    await expect(visibleRows(page, "redirect-row").filter({ hasText: `/old-${stamp}` })).toHaveCount(0);
  } finally {
    await deleteRow(page, "/admin/blogs", title);
  }
});

test("a lead's status and notes saved in the inbox stay when the owner leaves and comes back", async ({
  page,
  browser,
  baseURL,
}) => {
  const email = `fresh-${Date.now()}@example.com`;
  const visitor = await browser.newContext({ baseURL, extraHTTPHeaders: { "x-forwarded-for": "198.51.100.68" } });
  const site = await visitor.newPage();
  await site.goto("/#contact");
  const form = site.locator("form", { has: site.getByRole("heading", { name: "Send Us a Message" }) });
  await form.getByLabel("First Name").fill("Fresh");
  await form.getByLabel("Last Name").fill("Lister");
  await form.getByLabel("Email Address").fill(email);
  await form.getByLabel("Subject").fill("A list that keeps up");
  await form.getByLabel("Message").fill("Does the inbox show what I saved?");
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(form.getByRole("status")).toContainText("Thank you! Your message has been sent.");
  await visitor.close();

  await signIn(page, "/admin/leads");
  await hydrated(page, 'nav a[href="/admin/leads"]');
  const lead = visibleRows(page, "lead").filter({ hasText: email });
  await lead.getByLabel(/^Status of/).selectOption("contacted");
  await expectToast(page, "Marked Contacted");
  await expect(lead.getByLabel(/^Status of/)).toHaveValue("contacted");
  await lead.getByText("Add notes").click();
  await lead.getByLabel(/^Notes on/).fill("Wrote back on Tuesday");
  await lead.getByRole("button", { name: "Save notes" }).click();
  await expectToast(page, "Notes saved");

  const rows = await watchRows(page, "lead");
  await throughMenu(page, "Dashboard");
  await throughMenu(page, "Leads");
  await expect(lead.getByLabel(/^Status of/)).toHaveValue("contacted");
  await expect(lead.getByLabel(/^Notes on/)).toHaveValue("Wrote back on Tuesday");
  expect(await rows.sameDocument(), "the inbox was reloaded").toBe(true);
});

test("an image's details saved in the Media library show on its card, also after leaving and coming back", async ({
  page,
}) => {
  const name = `fresh-${Date.now().toString(36)}.png`;
  await signIn(page, "/admin/media");
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#3a7" } })
    .png()
    .toBuffer();
  const uploaded = await page.request.post("/api/admin/media", {
    data: png,
    headers: { "x-file-name": name, "content-type": "application/octet-stream" },
  });
  expect(uploaded.status(), await uploaded.text()).toBeLessThan(300);
  await page.goto("/admin/media");
  await hydrated(page, 'nav a[href="/admin/media"]');
  const card = page.getByRole("listitem").filter({ hasText: name, visible: true });
  await card.getByText("Edit details").click();
  await card.getByLabel("Alt text").fill(`A green tile ${name}`);
  await card.getByRole("button", { name: "Save details" }).click();
  await expectToast(page, "Image details saved");
  await expect(card).toContainText(`Alt: A green tile ${name}`);

  await throughMenu(page, "Dashboard");
  await throughMenu(page, "Media");
  await expect(card).toContainText(`Alt: A green tile ${name}`);
  await card.getByRole("button", { name: "Delete image" }).click();
  await confirmDialog(page, "Delete image");
  await expect(card).toHaveCount(0);
});

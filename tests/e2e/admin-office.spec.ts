import { expect, test } from "@playwright/test";
import { SMTPServer } from "smtp-server";
import { E2E_SMTP_PORT } from "../../playwright.config";
import { confirmDialog, expectToast, puttingContentBack, signIn } from "./admin-support";
import { expectNoAxeViolations, routerSettles } from "./support";

/** A message's text as a mail reader shows it: quoted-printable soft breaks joined and =XX bytes decoded (UTF-8). */
const readable = (raw: string) =>
  Buffer.from(
    raw.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    "latin1",
  ).toString("utf8");

interface Mail {
  to: string[];
  data: string;
}

// The e2e server sends new-lead e-mails to SMTP_URL = this port (playwright.config.ts); this spec is the mail server.
const received: Mail[] = [];
let smtp: SMTPServer;

test.beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          data: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    smtp.once("error", reject);
    smtp.listen(E2E_SMTP_PORT, "127.0.0.1", () => resolve());
  });
});
test.afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

test("a contact-form lead arrives in the inbox and as an e-mail to the studio; its status and notes are kept", async ({
  page,
  browser,
  baseURL,
}) => {
  const email = `office-${Date.now()}@example.com`;
  // A visitor reaches the form from the products page's call to action (its own address: the form is rate limited).
  const visitor = await browser.newContext({ baseURL, extraHTTPHeaders: { "x-forwarded-for": "198.51.100.77" } });
  const site = await visitor.newPage();
  await site.goto("/?from=/products#contact");
  const form = site.locator("form", { has: site.getByRole("heading", { name: "Send Us a Message" }) });
  await form.getByLabel("First Name").fill("Office");
  await form.getByLabel("Last Name").fill("Visitor");
  await form.getByLabel("Email Address").fill(email);
  await form.getByLabel("Subject").fill("Voice agent for our clinic");
  await form.getByLabel("Message").fill("Can you build us a voice agent?");
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(form.getByRole("status")).toContainText("Thank you! Your message has been sent.");
  await visitor.close();

  await expect.poll(() => received.filter((m) => readable(m.data).includes(email)).length, { timeout: 15_000 }).toBe(1);
  const mail = received.find((m) => readable(m.data).includes(email))!;
  expect(mail.to).toEqual(["hello@kairolabs.dev"]);
  expect(readable(mail.data)).toContain("Subject: New lead: Voice agent for our clinic");
  expect(readable(mail.data)).toContain("wrote through Service page CTA · /products");

  await signIn(page, "/admin/leads");
  const lead = page.getByTestId("lead").filter({ hasText: email });
  await expect(lead).toContainText("Service page CTA · /products");
  await lead.getByLabel(/^Status of/).selectOption("qualified");
  await expectToast(page, "Marked Qualified");
  await lead.getByText("Add notes").click();
  await lead.getByLabel(/^Notes on/).fill("Call on Monday");
  await lead.getByRole("button", { name: "Save notes" }).click();
  await expectToast(page, "Notes saved");
  // The filter is in the URL: a reload shows the same lead with what was saved.
  await page.getByLabel("Status", { exact: true }).selectOption("qualified");
  await page.getByRole("searchbox", { name: "Search leads" }).fill(email);
  await expect(page).toHaveURL(new RegExp(`status=qualified.*q=${encodeURIComponent(email).replace(/[.]/g, "\\.")}`));
  await page.reload();
  await expect(page.getByTestId("lead")).toHaveCount(1);
  await expect(page.getByTestId("lead").getByLabel(/^Status of/)).toHaveValue("qualified");
  await expect(page.getByTestId("lead").getByLabel(/^Notes on/)).toHaveValue("Call on Monday");
  const csv = await (
    await page.request.get((await page.getByRole("link", { name: "Export CSV" }).getAttribute("href")) ?? "")
  ).text();
  expect(csv.trim().split("\r\n")).toHaveLength(2);
  expect(csv).toContain("Qualified,Service page CTA,/products,Office,Visitor");
  await expectNoAxeViolations(page);
});

test("a table's search, sort and page live in the URL: a reload keeps them, the back button steps back", async ({
  page,
}) => {
  await signIn(page);
  // Twelve audit entries to page through: each CSV export is audited.
  for (let i = 0; i < 12; i++) expect((await page.request.get("/api/admin/leads/export")).status()).toBe(200);
  await page.goto("/admin/audit");
  await page.getByRole("searchbox", { name: "Search the audit log" }).fill("export");
  await expect(page).toHaveURL(/\?q=export$/);
  await page.getByLabel("Rows").selectOption("10");
  await page.getByRole("button", { name: /^What/ }).click();
  await expect(page).toHaveURL(/q=export&size=10&sort=action&dir=asc$/);
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page).toHaveURL(/&page=2$/);
  const position = page.getByTestId("table-position");
  await expect(position).toContainText(/^11–\d+ of \d+ entries · page 2 of \d+$/);
  const total = Number(/of (\d+) entries/.exec(await position.innerText())![1]);
  expect(total).toBeGreaterThanOrEqual(12);

  await page.reload();
  await expect(page.getByRole("searchbox", { name: "Search the audit log" })).toHaveValue("export");
  await expect(position).toContainText(`11–${Math.min(20, total)} of ${total} entries · page 2`);
  await expect(page.getByRole("columnheader", { name: /What/ })).toHaveAttribute("aria-sort", "ascending");
  await expect(page.getByTestId("audit-row").first()).toContainText("export");
  await page.evaluate(() => {
    (window as { sameDocument?: boolean }).sameDocument = true;
  });

  // Each Back waits for Next's fetches (support.ts routerSettles): a second Back while the first one's are under way
  // makes Next reload the document, and a look at the page meanwhile sees a blank one.
  let settled = routerSettles(page);
  await page.goBack();
  await expect(page).toHaveURL(/dir=asc$/);
  await expect(position).toContainText(`1–10 of ${total} entries · page 1`);
  await expect(page).toHaveTitle("Audit Log | Admin");
  await settled();
  settled = routerSettles(page);
  await page.goBack();
  await expect(page).toHaveURL(/q=export&size=10$/);
  await settled();
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument), "Back reloaded the page").toBe(
    true,
  );
  await expect(page.getByRole("columnheader", { name: /What/ })).toHaveAttribute("aria-sort", "none");
  // Entries made before the reload: Next restores them without the page's streamed metadata, so the title is the page's.
  await expect(page).toHaveTitle("Audit Log | Admin");
  await expect(page.locator("title")).toHaveCount(1);
  await expectNoAxeViolations(page);

  // A search that finds nothing says so (no pager), and one click takes the search away.
  await page.goto("/admin/audit?size=10");
  await page.getByRole("searchbox", { name: "Search the audit log" }).fill("no-such-entry-anywhere");
  await expect(page.getByText("No entries match")).toBeVisible();
  await expect(position).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Clear the search" }).click();
  await expect(page).toHaveURL(/\/admin\/audit\?size=10$/);
  await expect(page.getByRole("searchbox", { name: "Search the audit log" })).toHaveValue("");
  await expect(position).toContainText(/^1–10 of \d+ entries · page 1/);
});

test("a deleted portfolio goes to the trash: Undo brings it back, and so does Restore in the Trash", async ({
  page,
}) => {
  await signIn(page, "/admin/portfolio");
  await puttingContentBack(page, async () => {
    const title = "RouteWise Logistics Automation"; // a built-in, published case study (the newest row may be a draft)
    const mine = page.getByTestId("portfolio-row").filter({ hasText: title });
    await mine.getByRole("button", { name: `Delete ${title}` }).click();
    await confirmDialog(page, "Delete", "Are you sure you want to delete this portfolio?");
    await expectToast(page, "Portfolio deleted", "Kept in the Trash for 30 days.");
    await expect(mine).toHaveCount(0);
    await page
      .locator("[data-sonner-toast]")
      .filter({ hasText: "Portfolio deleted" })
      .getByRole("button", { name: "Undo" })
      .click();
    await expectToast(page, "Restored");
    await expect(mine).toHaveCount(1);
    await page.goto("/portfolio");
    await expect(page.getByText(title).first()).toBeVisible({ timeout: 1000 });

    await page.goto("/admin/portfolio");
    await mine.getByRole("button", { name: `Delete ${title}` }).click();
    await confirmDialog(page, "Delete");
    await expectToast(page, "Portfolio deleted");
    await page.goto("/admin/trash");
    // newest first: an earlier copy of the same case study may be in the Trash from another journey
    const copies = page.getByTestId("trash-row").filter({ hasText: title });
    const item = copies.first();
    await expect(item).toContainText("Portfolio");
    const before = await copies.count();
    await expectNoAxeViolations(page);
    await item.getByRole("button", { name: `Restore ${title}` }).click();
    await expectToast(page, "Restored", title);
    await expect(copies).toHaveCount(before - 1);
    await page.goto("/admin/portfolio");
    await expect(mine).toHaveCount(1);
  });
});

test("the phone admin menu keeps focus inside and closes on Escape @phone", async ({ page }) => {
  await signIn(page, "/admin/leads");
  const toggle = page.getByRole("button", { name: "Open menu" });
  await toggle.click();
  const menu = page.getByRole("navigation", { name: "Admin" });
  await expect(menu).toBeInViewport();
  await expect(page.locator("#admin-menu a").first()).toBeFocused();
  const stops = (await page.locator("#admin-menu").locator("a, button").count()) + 1; // and the toggle
  for (let i = 0; i < stops + 2; i++) {
    await page.keyboard.press("Tab");
    expect(
      await page.evaluate(
        () =>
          Boolean(document.activeElement?.closest("#admin-menu")) ||
          document.activeElement?.getAttribute("aria-controls") === "admin-menu",
      ),
    ).toBe(true);
  }
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();
});

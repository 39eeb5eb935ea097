import { expect, test } from "@playwright/test";
import { SMTPServer } from "smtp-server";
import { E2E_SMTP_PORT } from "../../playwright.config";
import { createPost, exportContent, expectToast, signIn } from "./admin-support";
import { expectNoAxeViolations } from "./support";
import { accept, colleague, invite, menuOf, signInAs } from "./team-support";

// The owner's browser copies invitation links with the page's "Copy link".
test.use({ permissions: ["clipboard-read", "clipboard-write"] });

// The e2e server mails through SMTP_URL = this port (playwright.config.ts): this spec is the mail server for resets.
const received: { to: string[]; data: string }[] = [];
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
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), data: Buffer.concat(chunks).toString() });
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

/** The text of a message with quoted-printable soft breaks joined. */
const plain = (raw: string) => raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=");

test("the owner invites an editor, who publishes a post and is refused Settings and a restore", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await signIn(page, "/admin/users");
  await expect(page.getByTestId("member-row").filter({ hasText: "owner@e2e.test" })).toContainText("Owner");
  await expectNoAxeViolations(page);
  const email = colleague("editor");
  const link = await invite(page, email, "Editor");
  await expect(page.getByTestId("invitation-row").filter({ hasText: email })).toContainText("Editor");
  const before = await exportContent(page);

  const { context, page: editor } = await accept(browser, link, email, "Eddie Editor");
  await expect(editor.getByTestId("signed-in-as")).toHaveText(`${email} · Editor`);
  const menu = await menuOf(editor);
  expect(menu).toContain("Waiting for review");
  expect(menu).toContain("Leads");
  for (const owners of ["Users", "Settings"]) expect(menu).not.toContain(owners);
  await expect(editor.getByRole("heading", { name: "Data Recovery & Backup" })).toHaveCount(0);

  const title = `Editor's post ${Date.now()}`;
  await createPost(editor, { title, content: "Written and published by an invited editor." });
  await editor.goto("/admin/blogs");
  const row = editor.getByTestId("blog-row").filter({ hasText: title });
  await row.getByRole("link", { name: `Edit ${title}` }).click();
  await expect(editor).toHaveURL(/\/admin\/blogs\/edit\//);
  const slug = decodeURIComponent(editor.url().split("/").pop()!);
  await editor.getByLabel("Blog Content").fill("Edited, then published again by the editor.");
  await editor.getByRole("button", { name: "Update Blog Post" }).click();
  await expectToast(editor, "Blog post updated");
  await editor.goto(`/blog/${slug}`);
  await expect(editor.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(editor.getByText("Edited, then published again by the editor.")).toBeVisible();

  await editor.goto("/admin/settings");
  await expect(editor.getByTestId("not-allowed")).toContainText(
    "An editor may not change the site's settings: ask the owner if you need to.",
  );
  await expect(editor.getByLabel("Studio name")).toHaveCount(0); // the form is not even sent
  await expectNoAxeViolations(editor);

  // A restore of an export in which a post was renamed: refused with the reason, and the post keeps its title.
  const file = JSON.parse(before) as { blogs: { id: string; title: string }[] };
  const victim = file.blogs[0];
  const changed = JSON.stringify({ ...file, blogs: [{ ...victim, title: "Renamed by a restore" }] });
  const restore = await editor.request.post("/api/admin/import?mode=apply", {
    data: changed,
    headers: { "content-type": "application/json" },
  });
  expect(restore.status()).toBe(403);
  expect((await restore.json()).error).toBe(
    "An editor may not make, download, restore or import backups: ask the owner if you need to.",
  );
  expect((await editor.request.get("/api/admin/export")).status()).toBe(403);
  await editor.goto(`/blog/${victim.id}`);
  await expect(editor.getByRole("heading", { level: 1 })).toHaveText(victim.title);
  await context.close();
});

test("an author's submitted draft is approved by an editor and becomes public", async ({ page, browser }) => {
  test.setTimeout(180_000);
  await signIn(page, "/admin/users");
  const authorEmail = colleague("author");
  const editorEmail = colleague("editor");
  const authorLink = await invite(page, authorEmail, "Author");
  const editorLink = await invite(page, editorEmail, "Editor");

  const author = await accept(browser, authorLink, authorEmail, "Ada Author");
  expect(await menuOf(author.page)).not.toContain("Leads");
  await author.page.goto("/admin/leads");
  await expect(author.page.getByTestId("not-allowed")).toContainText("An author may not read the leads inbox");
  const title = `Author's draft ${Date.now()}`;
  await author.page.goto("/admin/blogs/new");
  await expect(author.page.getByRole("button", { name: "Publish", exact: true })).toHaveCount(0);
  await author.page.getByLabel("Title").fill(title);
  await author.page.getByLabel("Author Name").fill("Ada Author");
  await author.page.getByLabel("Blog Content").fill("A draft an editor approves.");
  await author.page.getByRole("button", { name: "Save draft", exact: true }).click();
  await expectToast(author.page, "Blog post created");
  await author.page
    .getByTestId("blog-row")
    .filter({ hasText: title })
    .getByRole("link", { name: `Edit ${title}` })
    .click();
  await expect(author.page).toHaveURL(/\/admin\/blogs\/edit\//);
  await expect(author.page.getByRole("heading", { name: "Publishing" })).toHaveCount(0);
  const panel = author.page.getByTestId("review-panel");
  await panel.getByRole("button", { name: "Submit for review" }).click();
  await expectToast(author.page, "Submitted for review");
  await expect(panel).toContainText("Waiting for review since");
  await expectNoAxeViolations(author.page);
  const slug = decodeURIComponent(author.page.url().split("/").pop()!);
  await author.page.goto(`/blog/${slug}`);
  await expect(author.page).toHaveURL(/\/blogs$/); // not public: an unknown post leads to the list

  const editor = await accept(browser, editorLink, editorEmail, "Eve Editor");
  await editor.page
    .getByRole("navigation", { name: "Admin" })
    .getByRole("link", { name: "Waiting for review" })
    .click();
  const item = editor.page.getByTestId("review-item").filter({ hasText: title });
  await expect(item).toContainText("Blog post by Ada Author");
  await expectNoAxeViolations(editor.page);
  await item.getByRole("button", { name: "Approve and publish" }).click();
  await expectToast(editor.page, "Approved and published", title);
  await expect(item).toHaveCount(0);
  await editor.page.goto(`/blog/${slug}`);
  await expect(editor.page.getByRole("heading", { level: 1 })).toHaveText(title);
  await author.context.close();
  await editor.context.close();
});

test("a reset link works once and ends the sessions signed in before", async ({ page, browser, baseURL }) => {
  test.setTimeout(180_000);
  await signIn(page, "/admin/users");
  const email = colleague("viewer");
  const member = await accept(browser, await invite(page, email, "Viewer"), email, "Vic Viewer");
  expect(await menuOf(member.page)).toEqual(
    expect.not.arrayContaining(["Leads", "Users", "Settings", "Trash", "Waiting for review"]),
  );

  const visitor = await browser.newContext({ baseURL, extraHTTPHeaders: { "x-forwarded-for": "198.51.100.64" } });
  const forgot = await visitor.newPage();
  await forgot.goto("/admin/login");
  await forgot.getByRole("link", { name: "Forgot your password?" }).click();
  await expectNoAxeViolations(forgot);
  await forgot.getByLabel("Email").fill(email);
  await forgot.getByRole("button", { name: "Send reset link" }).click();
  const answer = forgot.getByRole("status");
  await expect(answer).toContainText("If an account uses that address, a link to choose a new password is on its way.");
  const said = await answer.innerText();
  await forgot.goto("/admin/login/forgot");
  await forgot.getByLabel("Email").fill("nobody-here@team.e2e.test");
  await forgot.getByRole("button", { name: "Send reset link" }).click();
  await expect(forgot.getByRole("status")).toHaveText(said);

  // The invitation was mailed to the same address (SMTP is configured here); the reset is the other message.
  const resets = () => received.filter((m) => m.to.includes(email) && plain(m.data).includes("/admin/login/reset/"));
  await expect.poll(() => resets().length, { timeout: 20_000 }).toBe(1);
  const link = /(http\S+\/admin\/login\/reset\/[A-Za-z0-9_-]{43})/.exec(plain(resets()[0].data))![1];
  await forgot.goto(new URL(link).pathname);
  await expect(forgot.getByText(`For ${email}`)).toBeVisible();
  const fresh = "a brand new e2e passphrase 8";
  await forgot.getByLabel("New password").fill(fresh);
  await forgot.getByLabel("Confirm password").fill(fresh);
  await forgot.getByRole("button", { name: "Set password" }).click();
  await expect(forgot.getByRole("status")).toHaveText(
    "Your new password is set, and every session of your account has ended.",
  );

  await member.page.goto("/admin/audit");
  await expect(member.page).toHaveURL(/\/admin\/login\?callbackUrl=/);
  await forgot.goto(new URL(link).pathname);
  await expect(forgot.getByText("This link does not work (any more)")).toBeVisible();
  await signInAs(forgot, email, fresh);
  await expect(forgot.getByTestId("signed-in-as")).toHaveText(`${email} · Viewer`);
  await visitor.close();
  await member.context.close();
});

import fc from "fast-check";
import { describe, expect, it, vi } from "vitest";
import { createProjectAction, updateProjectAction } from "../support/content-actions";
import { createBlogPostAction, updateBlogPostAction } from "../support/content-actions";
import { deleteBlogPostAction, deleteProjectAction, restoreFromTrashAction } from "../support/content-actions";
import { deleteLeadAction, setLeadStatusAction } from "@/lib/leads/actions/lead";
import { checkDatabaseAction } from "@/lib/backup/actions/check-database";
import { checkIntegrityAction } from "@/lib/backup/actions/check-integrity";
import { createBackupAction } from "@/lib/backup/actions/create-backup";
import { migrateAction } from "@/lib/backup/actions/migrate";
import { restoreBackupAction } from "@/lib/backup/actions/restore-backup";
import { handleContactMessage } from "@/lib/leads/contact";
import * as accountActions from "@/lib/account/actions/account";
import * as autosaveActions from "@/lib/autosave/actions";
import { restoreBlogRevisionAction } from "../support/content-actions";
import { restoreProjectRevisionAction } from "../support/content-actions";
import { setBlogPostsStatusAction } from "../support/content-actions";
import { setProjectsStatusAction } from "../support/content-actions";
import { deleteMediaAction, saveMediaDetailsAction } from "@/lib/media/actions";
import { sharePreviewAction } from "@/lib/preview/actions";
import * as redirectActions from "@/lib/redirects/actions/redirect";
import { saveSiteSettingsAction } from "@/lib/settings/actions/settings";
import { handleChatLead } from "@/lib/leads/chat";
import { CONTACT_TEXT, HONEYPOT_FIELD } from "@/lib/leads/schema";
import { fromProjectRow } from "@/lib/projects/mapping";
import { fromBlogRow } from "@/lib/blog/mapping";
import { renderBlogContent } from "@/lib/blog/render";
import { blogInputSchema } from "@/lib/blog/schema";
import { projectInputSchema } from "@/lib/projects/schema";
import { toStorableText } from "@/lib/validation";
import { DATABASE_KINDS } from "../support/database";
import {
  BLOG_FIELDS,
  CONTACT_FIELDS,
  expectKept,
  hostileString,
  hostileText,
  hostileValue,
  mutate,
  PROJECT_FIELDS,
  unsafeHtml,
  validChat,
  validChatInput,
  validContact,
  validContactInput,
  validPost,
  validPostInput,
  validProject,
  validProjectInput,
} from "../support/hostile";
import { content, expectRefused, headerValue, hostileSuite, nextIp, state } from "../support/hostile-suite";

// The code under test opens the process's database through lib/db: here it is the suite's (tests/support/hostile-suite.ts).
vi.mock("@/lib/db", async () => (await import("../support/hostile-suite")).dbModule);
vi.mock("next/server", async (importOriginal) => ({
  ...(await importOriginal<typeof import("next/server")>()),
  connection: async () => {},
}));
vi.setConfig({ testTimeout: 120_000, hookTimeout: 180_000 });

describe.each(DATABASE_KINDS)("hostile input to every server action on %s", (kind) => {
  const suite = hostileSuite(kind);

  /** Projects and blog posts go through the same create and update properties. */
  const entities = [
    {
      name: "project",
      create: createProjectAction,
      update: updateProjectAction,
      key: "project",
      valid: validProject,
      fields: Object.keys(projectInputSchema.shape),
      kept: PROJECT_FIELDS,
      validInput: validProjectInput,
      hostileFields: PROJECT_FIELDS.trimmed!,
      list: "projects" as const,
      tags: (id: string) => ["projects", `project:${id}`, "redirects"],
      row: (id: string) => suite.prisma.project.findUniqueOrThrow({ where: { id } }).then(fromProjectRow),
      remove: (id: string) => suite.prisma.project.delete({ where: { id } }),
    },
    {
      name: "blog post",
      create: createBlogPostAction,
      update: updateBlogPostAction,
      key: "post",
      valid: validPost,
      fields: Object.keys(blogInputSchema.shape),
      kept: BLOG_FIELDS,
      validInput: validPostInput,
      hostileFields: BLOG_FIELDS.trimmed!.concat("content"),
      list: "blogs" as const,
      tags: (id: string) => ["blog", `blog:${id}`, "redirects"],
      row: (id: string) => suite.prisma.blogPost.findUniqueOrThrow({ where: { id } }).then(fromBlogRow),
      remove: (id: string) => suite.prisma.blogPost.delete({ where: { id } }),
    },
  ];

  /** A stored blog body renders without anything a browser would run; other text is escaped by React. */
  const expectHarmless = (stored: object) => {
    if (!("content" in stored) || typeof stored.content !== "string") return;
    const rendered = renderBlogContent(stored.content);
    if (rendered.kind === "html") expect(unsafeHtml(rendered.html)).toEqual([]);
  };

  it.each(entities)(
    "create $name: refused with a message and nothing written, or stored as typed and rendered harmlessly",
    async (entity) => {
      const input = fc.oneof(
        hostileValue,
        mutate(entity.valid, entity.fields),
        mutate(entity.valid, entity.hostileFields, hostileText),
      );
      await suite.check(input, 40, async (typed) => {
        const before = await state(suite.prisma);
        const result = await entity.create.withDeps(suite.deps)(typed);
        const after = await state(suite.prisma);
        if (!result.ok) {
          expectRefused(result, ["invalid"]);
          expect(after).toEqual(before);
          return;
        }
        const stored = await entity.row(result.data.id);
        expectKept(entity.kept, typed, stored);
        expectHarmless(stored);
        expect(after[entity.list]).toHaveLength(before[entity.list].length + 1);
        expect(after.audit).toBe(before.audit + 1);
        expect(content({ ...after, [entity.list]: before[entity.list], audit: before.audit })).toEqual(content(before));
        expect(suite.revalidate).toHaveBeenCalledWith(entity.tags(stored.id));
        await entity.remove(stored.id);
      });
    },
  );

  it.each(entities)(
    "update $name: refused (invalid, not found, stale) with nothing written, or stored as typed",
    async (entity) => {
      const target = await entity.create.withDeps(suite.deps)(entity.valid);
      if (!target.ok) throw new Error(target.error);
      const opened = async () => (await entity.row(target.data.id)).updatedAt.toISOString();
      const input = fc.record({
        id: fc.oneof({ arbitrary: fc.constant(target.data.id), weight: 3 }, hostileString),
        openedAt: fc.oneof(
          { arbitrary: fc.constant("current"), weight: 4 },
          fc.constant("2020-01-01T00:00:00.000Z"),
          hostileValue,
        ),
        typed: fc.oneof(
          mutate(entity.valid, entity.fields),
          { arbitrary: mutate(entity.valid, entity.hostileFields, hostileText), weight: 2 },
          hostileValue,
        ),
      });
      await suite.check(input, 25, async ({ id, openedAt, typed }) => {
        const before = await state(suite.prisma);
        const result = await entity.update.withDeps(suite.deps)({
          id,
          openedAt: openedAt === "current" ? await opened() : openedAt,
          [entity.key]: typed,
        });
        const after = await state(suite.prisma);
        if (!result.ok) {
          expectRefused(result, ["invalid", "not-found", "stale"]);
          expect(after).toEqual(before);
          return;
        }
        expect(result.data.id).toBe(target.data.id);
        const stored = await entity.row(id);
        expectKept(entity.kept, typed, stored);
        expectHarmless(stored);
        expect(after[entity.list]).toHaveLength(before[entity.list].length);
        expect(after.audit).toBe(before.audit + 1);
        expect(suite.revalidate).toHaveBeenCalledWith(entity.tags(id));
      });
    },
  );

  // The properties above would hold if every input were refused: valid inputs must be accepted and stored as typed.
  it.each(entities)("create and update $name: every valid input is accepted and stored as typed", async (entity) => {
    const target = await entity.create.withDeps(suite.deps)(entity.valid);
    expect(target.ok, JSON.stringify(target)).toBe(true);
    if (!target.ok) return;
    await suite.check(entity.validInput, 20, async (typed) => {
      const created = await entity.create.withDeps(suite.deps)(typed);
      expect(created.ok, JSON.stringify({ typed, created })).toBe(true);
      if (!created.ok) return;
      expectKept(entity.kept, typed, await entity.row(created.data.id));
      await entity.remove(created.data.id);
      const openedAt = (await entity.row(target.data.id)).updatedAt.toISOString();
      const updated = await entity.update.withDeps(suite.deps)({ id: target.data.id, openedAt, [entity.key]: typed });
      expect(updated.ok, JSON.stringify({ typed, updated })).toBe(true);
      expectKept(entity.kept, typed, await entity.row(target.data.id));
    });
    await entity.remove(target.data.id);
  });

  // CI once drew publishAt -1599990149599080 (a number: 48,731 BC, a valid JavaScript date): the database refused it
  // and the action answered "failed". The years a database column and an ISO string hold are the field's range.
  it.each(entities)(
    "$name dates: the years 1 and 9999 are stored as given; beyond them refused at the field, nothing written",
    async (entity) => {
      const dateFields = entity.name === "blog post" ? ["publishAt", "publishedAt"] : ["publishAt"];
      for (const field of dateFields) {
        const status = field === "publishAt" ? "scheduled" : "draft";
        for (const date of ["0001-01-01T00:00:00.000Z", "9999-12-31T23:59:59.999Z"]) {
          const created = await entity.create.withDeps(suite.deps)({ ...entity.valid, status, [field]: date });
          expect(created.ok, JSON.stringify(created)).toBe(true);
          if (!created.ok) continue;
          const stored = (await entity.row(created.data.id)) as unknown as Record<string, Date>;
          expect(stored[field]?.toISOString()).toBe(date);
          await entity.remove(created.data.id);
        }
        for (const date of [-1599990149599080, "+010000-01-01T00:00:00.000Z", "-000001-12-31T00:00:00.000Z"]) {
          const before = await state(suite.prisma);
          const result = await entity.create.withDeps(suite.deps)({ ...entity.valid, status, [field]: date });
          expectRefused(result, ["invalid"]);
          expect(!result.ok && result.fieldErrors?.[`item.${field}`]).toEqual([
            "Enter a date between the years 1 and 9999.",
          ]);
          expect(await state(suite.prisma)).toEqual(before);
        }
      }
    },
  );

  it("delete, mark a status and restore with hostile ids: refused with a message, nothing written", async () => {
    const actions = {
      deleteProject: deleteProjectAction,
      deleteBlogPost: deleteBlogPostAction,
      deleteLead: deleteLeadAction,
      setLeadStatus: setLeadStatusAction,
      restoreBackup: restoreBackupAction,
      restoreFromTrash: restoreFromTrashAction,
    };
    const input = fc.record({
      action: fc.constantFrom(...(Object.keys(actions) as (keyof typeof actions)[])),
      body: fc.oneof(
        fc.record({
          id: hostileString,
          ids: fc.array(hostileString, { maxLength: 3 }),
          status: fc.oneof(fc.constantFrom("won", "lost"), hostileValue),
        }),
        hostileValue,
      ),
    });
    await suite.check(input, 40, async ({ action, body }) => {
      const before = await state(suite.prisma);
      const result = await actions[action].withDeps(suite.deps)(body);
      expectRefused(result, action === "restoreBackup" ? ["invalid", "failed"] : ["invalid", "not-found"]);
      if (!result.ok && result.code === "failed")
        expect(result.error).toBe("Could not restore backup. Please try again.");
      expect(await state(suite.prisma)).toEqual(before);
      expect(suite.revalidate).not.toHaveBeenCalled();
    });
  });

  it("the data-card actions take no input: anything but an object is refused, extra keys are ignored", async () => {
    const actions = { checkDatabaseAction, checkIntegrityAction, createBackupAction, migrateAction };
    const input = fc.record({
      action: fc.constantFrom(...(Object.keys(actions) as (keyof typeof actions)[])),
      body: hostileValue,
    });
    await suite.check(input, 25, async ({ action, body }) => {
      const before = await state(suite.prisma);
      const result = await actions[action].withDeps(suite.deps)(body);
      const after = await state(suite.prisma);
      const isObject = typeof body === "object" && body !== null && !Array.isArray(body);
      if (!isObject) {
        expectRefused(result, ["invalid"]);
        expect(after).toEqual(before);
      } else if (action === "migrateAction") {
        expectRefused(result, ["invalid"]); // the database holds content: migration is for an empty one
        expect(after).toEqual(before);
      } else {
        expect(result.ok).toBe(true);
        expect({ ...after, backups: before.backups, audit: before.audit }).toEqual(before);
        expect(after.audit).toBe(before.audit + 1);
      }
    });
  });

  it("every other admin action (account, autosave, revisions, bulk status, media, preview, redirects, settings): a message or a result, never a failure", async () => {
    // The account actions need the session's account (the suite's session has none): refused before their work.
    const actions = {
      ...accountActions,
      ...autosaveActions,
      ...redirectActions,
      restoreBlogRevisionAction,
      restoreProjectRevisionAction,
      setBlogPostsStatusAction,
      setProjectsStatusAction,
      deleteMediaAction,
      saveMediaDetailsAction,
      sharePreviewAction,
      saveSiteSettingsAction,
    };
    const field = fc.oneof(hostileString, hostileValue);
    // Objects with the keys these actions read, each hostile, as well as any value at all.
    const shaped = fc.record(
      {
        id: field,
        ids: fc.oneof(fc.array(hostileString, { maxLength: 3 }), field),
        itemId: field,
        revisionId: field,
        openedAt: field,
        entity: fc.oneof(fc.constantFrom("project", "post", "blog"), field),
        kind: fc.oneof(fc.constantFrom("project", "post"), field),
        status: fc.oneof(fc.constantFrom("published", "draft"), field),
        values: field,
        settings: field,
        updatedAt: field,
        from: field,
        to: field,
        alt: field,
        currentPassword: field,
        newPassword: field,
        code: field,
        confirmInUse: field,
      },
      { requiredKeys: [] },
    );
    const input = fc.record({
      action: fc.constantFrom(...(Object.keys(actions) as (keyof typeof actions)[])),
      body: fc.oneof(shaped, hostileValue),
    });
    await suite.check(input, 60, async ({ action, body }) => {
      const before = await state(suite.prisma);
      const result = await (actions[action] as { withDeps: typeof createProjectAction.withDeps }).withDeps(suite.deps)(
        body,
      );
      if (!result.ok) {
        expectRefused(result, ["unauthorized", "invalid", "not-found", "stale"]);
        expect(content(await state(suite.prisma)), action).toEqual(content(before));
        expect(suite.revalidate).not.toHaveBeenCalled();
      }
    });
  });

  it("contact form: refused with a clear message (keeping the visitor's text) and nothing stored, or stored as typed", async () => {
    const values = fc.oneof(
      mutate(validContact, Object.keys(validContact), hostileString),
      mutate(validContact, [...Object.keys(validContact), HONEYPOT_FIELD], hostileText),
    );
    const ip = fc.oneof({ arbitrary: fc.constant(null), weight: 3 }, headerValue);
    await suite.check(fc.record({ values, ip }), 50, async ({ values: typed, ip: address }) => {
      const form = new FormData();
      for (const [key, value] of Object.entries(typed))
        form.set(key, typeof value === "string" ? value : (JSON.stringify(value) ?? ""));
      const before = await state(suite.prisma);
      const answer = await handleContactMessage(form, { prisma: suite.prisma, ip: address ?? nextIp() });
      const after = await state(suite.prisma);
      expect(answer.message.trim()).not.toBe("");
      expect(answer.message).not.toBe(CONTACT_TEXT.failure); // the generic failure means the database refused it
      const trap = String(form.get(HONEYPOT_FIELD) ?? "").trim();
      if (answer.status === "error" || trap) {
        expect(content(after)).toEqual(content(before));
        if (answer.status === "error")
          expect(answer.values).toEqual(
            Object.fromEntries(Object.keys(validContact).map((k) => [k, String(form.get(k) ?? "")])),
          );
        else expect(answer.status).toBe("success");
        return;
      }
      expect(answer.status).toBe("success");
      expect(after.leads).toHaveLength(before.leads.length + 1);
      const lead = after.leads.find((l) => !before.leads.some((b) => b.id === l.id));
      expectKept(CONTACT_FIELDS, Object.fromEntries(form.entries()), lead);
      expect(lead).toMatchObject({ source: "contact", status: "new" });
    });
  });

  // The two properties around this one would hold if every message were refused: a valid one must be stored.
  it("contact form and chat hand-off: every valid message is accepted and stored as typed", async () => {
    const added = (before: Awaited<ReturnType<typeof state>>, after: Awaited<ReturnType<typeof state>>) =>
      after.leads.filter((l) => !before.leads.some((b) => b.id === l.id));
    await suite.check(validContactInput, 20, async (typed) => {
      const form = new FormData();
      for (const [key, value] of Object.entries(typed)) form.set(key, value);
      const before = await state(suite.prisma);
      const answer = await handleContactMessage(form, { prisma: suite.prisma, ip: nextIp() });
      expect(answer.status, JSON.stringify({ typed, answer })).toBe("success");
      const lead = added(before, await state(suite.prisma));
      expect(lead).toHaveLength(1);
      expectKept(CONTACT_FIELDS, typed, lead[0]);
    });
    await suite.check(validChatInput, 20, async (chat) => {
      const before = await state(suite.prisma);
      expect(await handleChatLead(chat, { prisma: suite.prisma, ip: nextIp() }), JSON.stringify(chat)).toEqual({
        ok: true,
      });
      const lead = added(before, await state(suite.prisma));
      expect(lead).toMatchObject([
        { source: "chat", email: chat.email, message: chat.transcript.trim(), page: chat.page ?? null },
      ]);
    });
  });

  it("chat hand-off: refused with nothing stored, or stored with the transcript as sent", async () => {
    const input = fc.oneof(
      hostileValue,
      mutate(validChat, Object.keys(validChat)),
      mutate(validChat, ["transcript", "page"], hostileString),
    );
    await suite.check(input, 40, async (chat) => {
      const before = await state(suite.prisma);
      const answer = await handleChatLead(chat, { prisma: suite.prisma, ip: nextIp() });
      const after = await state(suite.prisma);
      if (!answer.ok) {
        expect(answer).toEqual({ ok: false });
        expect(content(after)).toEqual(content(before));
        return;
      }
      const sent = chat as typeof validChat;
      expect(after.leads).toHaveLength(before.leads.length + 1);
      const lead = after.leads.find((l) => !before.leads.some((b) => b.id === l.id));
      expect(lead).toMatchObject({
        source: "chat",
        email: sent.email.trim(),
        message: toStorableText(sent.transcript).trim(),
        page: typeof sent.page === "string" ? sent.page.trim() : null,
      });
    });
  });
});

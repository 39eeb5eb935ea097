import fc from "fast-check";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import { NextRequest } from "next/server";
import type { PrismaClient } from "@/generated/prisma/client";
import type { AdminDeps, AdminRouteDeps } from "@/lib/admin/action";
import { createProjectAction, deleteProjectAction, updateProjectAction } from "@/lib/admin/actions/projects";
import { createBlogPostAction, deleteBlogPostAction, updateBlogPostAction } from "@/lib/admin/actions/blog";
import { deleteLeadAction, setLeadHandledAction } from "@/lib/admin/actions/leads";
import { checkDatabaseAction } from "@/lib/backup/actions/check-database";
import { checkIntegrityAction } from "@/lib/backup/actions/check-integrity";
import { createBackupAction } from "@/lib/backup/actions/create-backup";
import { migrateAction } from "@/lib/backup/actions/migrate";
import { restoreBackupAction } from "@/lib/backup/actions/restore-backup";
import { handleContactMessage } from "@/lib/leads/contact";
import { handleChatLead } from "@/lib/leads/chat";
import { CONTACT_TEXT, HONEYPOT_FIELD } from "@/lib/leads/schema";
import { CONVERSION_ACTIONS } from "@/lib/conversions/schema";
import { parseContentFile } from "@/lib/backup/file";
import { leadsCsv } from "@/lib/admin/leads-csv";
import { fromProjectRow } from "@/lib/projects/mapping";
import { fromBlogRow } from "@/lib/blog/mapping";
import { renderBlogContent } from "@/lib/blog/render";
import { blogInputSchema } from "@/lib/blog/schema";
import { projectInputSchema } from "@/lib/projects/schema";
import { toStorableText } from "@/lib/validation";
import { seedBuiltInContent } from "@/lib/db/seed";
import { POST as conversionsRoute } from "@/app/api/conversions/route";
import { POST as importRoute } from "@/app/api/admin/import/route";
import { GET as backupRoute } from "@/app/api/admin/backups/[id]/route";
import { GET as exportRoute } from "@/app/api/admin/export/route";
import { GET as leadsExportRoute } from "@/app/api/admin/leads/export/route";
import { GET as healthRoute } from "@/app/api/health/route";
import { DATABASE_KINDS, freshDatabase, type TestDatabase } from "../support/database";
import {
  BLOG_FIELDS, CONTACT_FIELDS, expectKept, expectNoPollution, hostileExportFile, hostileString, hostileText, hostileValue,
  mutate, POLLUTING_JSON, deepJson, PROJECT_FIELDS, unsafeHtml, validChat, validContact, validConversion, validPost,
  validProject,
} from "../support/hostile";

// The conversion and health routes open the process's database through lib/db; here it is the test's database
// (or, with `down`, one that cannot be reached). next/server's connection() needs a request scope.
const slot = vi.hoisted(() => ({ prisma: null as PrismaClient | null, down: false }));
vi.mock("@/lib/db", () => ({
  db: async () => {
    if (slot.down || !slot.prisma) throw new Error("connect ECONNREFUSED 127.0.0.1:5432");
    return slot.prisma;
  },
  modelQueryCount: () => 0,
}));
vi.mock("next/server", async (importOriginal) => ({ ...(await importOriginal<typeof import("next/server")>()), connection: async () => {} }));

vi.setConfig({ testTimeout: 120_000, hookTimeout: 180_000 });

const ADMIN = "owner@x.test";
const projectFields = Object.keys(projectInputSchema.shape);
const blogFields = Object.keys(blogInputSchema.shape);

/** Everything a request could change, in a stable order. */
async function state(prisma: PrismaClient) {
  const [projects, blogs, leads, backups, audit, events, hits] = await Promise.all([
    prisma.project.findMany({ orderBy: { id: "asc" } }), prisma.blogPost.findMany({ orderBy: { id: "asc" } }),
    prisma.lead.findMany({ orderBy: { id: "asc" } }), prisma.backup.findMany({ orderBy: { id: "asc" }, select: { id: true } }),
    prisma.auditLog.count(), prisma.conversionEvent.count(), prisma.rateLimitHit.count(),
  ]);
  return { projects, blogs, leads, backups, audit, events, hits };
}
type State = Awaited<ReturnType<typeof state>>;

/** A state with the rate-limit hits left out (a refused request may still count against its sender). */
const content = ({ hits: _, ...rest }: State) => rest;

let ipCounter = 0;
const nextIp = () => `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter++ & 255}`;

/** Header-safe hostile text for X-Forwarded-For: payloads, Latin-1, up to 8 KB (a Request refuses the rest). */
const headerValue = fc.oneof(hostileText, fc.string({ unit: "binary-ascii", maxLength: 50 }),
  fc.string({ minLength: 3000, maxLength: 8000 }).map((v) => v.replace(/,/g, ";")))
  .filter((v) => { try { new Headers({ "x-forwarded-for": v }); return true; } catch { return false; } });

describe.each(DATABASE_KINDS)("hostile input to every action and route handler on %s", (kind) => {
  let database: TestDatabase;
  let prisma: PrismaClient;
  let errors: MockInstance;
  const revalidate = vi.fn();
  const deps: AdminDeps = { getSession: async () => ({ email: ADMIN }), prisma: async () => prisma, revalidate };
  const routeDeps: AdminRouteDeps = { getSession: async () => ({ email: ADMIN }), prisma: async () => prisma, revalidate };

  beforeAll(async () => {
    database = await freshDatabase(kind);
    prisma = database.prisma;
    await seedBuiltInContent(prisma);
    slot.prisma = prisma;
    slot.down = false;
  });
  afterAll(async () => {
    slot.prisma = null;
    await database?.close();
  });
  // A database error on the way (logged, then answered with a generic message) means hostile input reached the
  // database unchecked: every property below fails on it.
  beforeEach(() => { errors = vi.spyOn(console, "error").mockImplementation(() => {}); });
  afterEach(() => {
    const logged = errors.mock.calls.map((call) => String(call[0]));
    errors.mockRestore();
    expect(logged).toEqual([]);
    expectNoPollution();
  });

  /** Runs `property` and checks, after each run, that nothing was logged as an error and no prototype changed. */
  const check = <T,>(arbitrary: fc.Arbitrary<T>, numRuns: number, predicate: (value: T) => Promise<void>) =>
    fc.assert(fc.asyncProperty(arbitrary, async (value) => {
      revalidate.mockClear();
      await predicate(value);
      expect(errors).not.toHaveBeenCalled();
      expectNoPollution();
    }), { numRuns, endOnFailure: true }); // shrinking through the database takes minutes: report the first failure

  const expectRefused = (result: { ok: boolean; error?: string; code?: string }, codes: string[]) => {
    expect(result.ok).toBe(false);
    expect(result.error?.trim()).toBeTruthy();
    expect(codes).toContain(result.code);
  };

  /** Projects and blog posts go through the same create and update properties. */
  const entities = [
    {
      name: "project", create: createProjectAction, update: updateProjectAction, key: "project", valid: validProject,
      fields: projectFields, kept: PROJECT_FIELDS, hostileFields: PROJECT_FIELDS.trimmed!, list: "projects" as const,
      tags: (id: string) => ["projects", `project:${id}`],
      row: (id: string) => prisma.project.findUniqueOrThrow({ where: { id } }).then(fromProjectRow),
      remove: (id: string) => prisma.project.delete({ where: { id } }),
    },
    {
      name: "blog post", create: createBlogPostAction, update: updateBlogPostAction, key: "post", valid: validPost,
      fields: blogFields, kept: BLOG_FIELDS, hostileFields: BLOG_FIELDS.trimmed!.concat("content"), list: "blogs" as const,
      tags: (id: string) => ["blog", `blog:${id}`],
      row: (id: string) => prisma.blogPost.findUniqueOrThrow({ where: { id } }).then(fromBlogRow),
      remove: (id: string) => prisma.blogPost.delete({ where: { id } }),
    },
  ];

  /** A stored blog body renders without anything a browser would run; other text is escaped by React. */
  const expectHarmless = (stored: object) => {
    if (!("content" in stored) || typeof stored.content !== "string") return;
    const rendered = renderBlogContent(stored.content);
    if (rendered.kind === "html") expect(unsafeHtml(rendered.html)).toEqual([]);
  };

  it.each(entities)("create $name: refused with a message and nothing written, or stored as typed and rendered harmlessly", async (entity) => {
    const input = fc.oneof(hostileValue, mutate(entity.valid, entity.fields), mutate(entity.valid, entity.hostileFields, hostileText));
    await check(input, 40, async (typed) => {
      const before = await state(prisma);
      const result = await entity.create.withDeps(deps)(typed);
      const after = await state(prisma);
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
      expect(revalidate).toHaveBeenCalledWith(entity.tags(stored.id));
      await entity.remove(stored.id);
    });
  });

  it.each(entities)("update $name: refused (invalid, not found, stale) with nothing written, or stored as typed", async (entity) => {
    const target = await entity.create.withDeps(deps)(entity.valid);
    if (!target.ok) throw new Error(target.error);
    const opened = async () => (await entity.row(target.data.id)).updatedAt.toISOString();
    const input = fc.record({
      id: fc.oneof({ arbitrary: fc.constant(target.data.id), weight: 3 }, hostileString),
      openedAt: fc.oneof({ arbitrary: fc.constant("current"), weight: 4 }, fc.constant("2020-01-01T00:00:00.000Z"), hostileValue),
      typed: fc.oneof(mutate(entity.valid, entity.fields), { arbitrary: mutate(entity.valid, entity.hostileFields, hostileText), weight: 2 }, hostileValue),
    });
    await check(input, 25, async ({ id, openedAt, typed }) => {
      const before = await state(prisma);
      const result = await entity.update.withDeps(deps)({ id, openedAt: openedAt === "current" ? await opened() : openedAt, [entity.key]: typed });
      const after = await state(prisma);
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
      expect(revalidate).toHaveBeenCalledWith(entity.tags(id));
    });
  });

  it("delete, mark handled and restore with hostile ids: refused with a message, nothing written", async () => {
    const actions = {
      deleteProject: deleteProjectAction, deleteBlogPost: deleteBlogPostAction, deleteLead: deleteLeadAction,
      setLeadHandled: setLeadHandledAction, restoreBackup: restoreBackupAction,
    };
    const input = fc.record({
      action: fc.constantFrom(...(Object.keys(actions) as (keyof typeof actions)[])),
      body: fc.oneof(fc.record({ id: hostileString, handled: fc.oneof(fc.boolean(), hostileValue) }), hostileValue),
    });
    await check(input, 40, async ({ action, body }) => {
      const before = await state(prisma);
      const result = await actions[action].withDeps(deps)(body);
      expectRefused(result, action === "restoreBackup" ? ["invalid", "failed"] : ["invalid", "not-found"]);
      if (!result.ok && result.code === "failed") expect(result.error).toBe("Could not restore backup. Please try again.");
      expect(await state(prisma)).toEqual(before);
      expect(revalidate).not.toHaveBeenCalled();
    });
  });

  it("the data-card actions take no input: anything but an object is refused, extra keys are ignored", async () => {
    const actions = { checkDatabaseAction, checkIntegrityAction, createBackupAction, migrateAction };
    const input = fc.record({ action: fc.constantFrom(...(Object.keys(actions) as (keyof typeof actions)[])), body: hostileValue });
    await check(input, 25, async ({ action, body }) => {
      const before = await state(prisma);
      const result = await actions[action].withDeps(deps)(body);
      const after = await state(prisma);
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

  it("contact form: refused with a clear message (keeping the visitor's text) and nothing stored, or stored as typed", async () => {
    const values = fc.oneof(mutate(validContact, Object.keys(validContact), hostileString),
      mutate(validContact, [...Object.keys(validContact), HONEYPOT_FIELD], hostileText));
    const ip = fc.oneof({ arbitrary: fc.constant(null), weight: 3 }, headerValue);
    await check(fc.record({ values, ip }), 50, async ({ values: typed, ip: address }) => {
      const form = new FormData();
      for (const [key, value] of Object.entries(typed)) form.set(key, typeof value === "string" ? value : JSON.stringify(value) ?? "");
      const before = await state(prisma);
      const answer = await handleContactMessage(form, { prisma, ip: address ?? nextIp() });
      const after = await state(prisma);
      expect(answer.message.trim()).not.toBe("");
      expect(answer.message).not.toBe(CONTACT_TEXT.failure); // the generic failure means the database refused it
      const trap = String(form.get(HONEYPOT_FIELD) ?? "").trim();
      if (answer.status === "error" || trap) {
        expect(content(after)).toEqual(content(before));
        if (answer.status === "error") expect(answer.values).toEqual(Object.fromEntries(Object.keys(validContact).map((k) => [k, String(form.get(k) ?? "")])));
        else expect(answer.status).toBe("success");
        return;
      }
      expect(answer.status).toBe("success");
      expect(after.leads).toHaveLength(before.leads.length + 1);
      const lead = after.leads.find((l) => !before.leads.some((b) => b.id === l.id));
      expectKept(CONTACT_FIELDS, Object.fromEntries(form.entries()), lead);
      expect(lead).toMatchObject({ source: "contact", handled: false });
    });
  });

  it("chat hand-off: refused with nothing stored, or stored with the transcript as sent", async () => {
    const input = fc.oneof(hostileValue, mutate(validChat, Object.keys(validChat)), mutate(validChat, ["transcript", "page"], hostileString));
    await check(input, 40, async (chat) => {
      const before = await state(prisma);
      const answer = await handleChatLead(chat, { prisma, ip: nextIp() });
      const after = await state(prisma);
      if (!answer.ok) {
        expect(answer).toEqual({ ok: false });
        expect(content(after)).toEqual(content(before));
        return;
      }
      const sent = chat as typeof validChat;
      expect(after.leads).toHaveLength(before.leads.length + 1);
      const lead = after.leads.find((l) => !before.leads.some((b) => b.id === l.id));
      expect(lead).toMatchObject({ source: "chat", email: sent.email.trim(), message: toStorableText(sent.transcript).trim(),
        page: typeof sent.page === "string" ? sent.page.trim() : null });
    });
  });

  it("POST /api/conversions: 201 and one event as sent, or 400/429 with a message and no event; never 500", async () => {
    const click = fc.record({ action: fc.constantFrom(...CONVERSION_ACTIONS), page: fc.oneof(hostileText, fc.stringMatching(/^\/[A-Za-z0-9\-_/]{0,60}$/)) });
    const body = fc.oneof(
      { arbitrary: click.map((b) => JSON.stringify(b)), weight: 3 },
      mutate(validConversion, ["action", "page"], fc.oneof(hostileString, fc.constantFrom("speaksify-trial", "/ui-ux-design"))).map((b) => JSON.stringify(b)),
      hostileValue.map((v) => JSON.stringify(v) ?? "undefined"), hostileString, fc.constantFrom(...POLLUTING_JSON, deepJson(5000)),
    );
    await check(fc.record({ body, ip: fc.oneof(fc.constant(null), headerValue) }), 50, async ({ body: text, ip }) => {
      const before = await state(prisma);
      const request = new NextRequest("http://x.test/api/conversions", {
        method: "POST", body: text, headers: { "content-type": "application/json", "x-forwarded-for": ip ?? nextIp() },
      });
      const response = await conversionsRoute(request);
      const answer = await response.json() as { error?: string; recorded?: boolean; action?: string };
      const after = await state(prisma);
      expect([201, 400, 429]).toContain(response.status);
      if (response.status !== 201) {
        expect(answer.error?.trim()).toBeTruthy();
        expect(after.events).toBe(before.events);
        return;
      }
      const sent = JSON.parse(text) as typeof validConversion;
      expect(answer).toEqual({ recorded: true, action: sent.action });
      expect(after.events).toBe(before.events + 1);
      expect(await prisma.conversionEvent.count({ where: { action: sent.action, page: sent.page.trim() } })).toBeGreaterThan(0);
    });
  });

  it("POST /api/admin/import: 200, or 400/413/422 with a message and nothing written; never 500", async () => {
    const input = fc.record({
      body: hostileExportFile(projectFields, blogFields),
      mode: fc.oneof({ arbitrary: fc.constantFrom("preview", "apply"), weight: 4 }, hostileText),
      length: fc.oneof({ arbitrary: fc.constant(null), weight: 4 }, fc.constantFrom("abc", "-1", "1e400", "99999999999")),
    });
    await check(input, 30, async ({ body, mode, length }) => {
      const before = await state(prisma);
      const headers: Record<string, string> = length ? { "content-length": length } : {};
      const request = new Request(`http://x.test/api/admin/import?mode=${encodeURIComponent(mode)}`, { method: "POST", body, headers });
      const response = await importRoute.withDeps(routeDeps)(request);
      const answer = await response.json() as { ok: boolean; message?: string; preview?: unknown };
      const after = await state(prisma);
      expect([200, 400, 413, 422]).toContain(response.status);
      if (response.status !== 200) {
        expect(answer.ok).toBe(false);
        expect(answer.message?.trim()).toBeTruthy();
        expect(after).toEqual(before);
        return;
      }
      if (mode === "preview") {
        expect(after).toEqual(before);
        return;
      }
      const parsed = parseContentFile(body);
      if (!parsed.ok) throw new Error("the route applied a file the parser refuses");
      const file = JSON.parse(body) as { projects?: unknown[]; blogs?: unknown[] };
      for (const [i, p] of parsed.content.projects.entries()) {
        expectKept(PROJECT_FIELDS, file.projects?.[i], fromProjectRow(await prisma.project.findUniqueOrThrow({ where: { id: p.id } })));
      }
      for (const [i, b] of parsed.content.blogs.entries()) {
        const row = await prisma.blogPost.findUniqueOrThrow({ where: { id: b.id } });
        expectKept(BLOG_FIELDS, file.blogs?.[i], fromBlogRow(row));
        const rendered = renderBlogContent(row.content);
        if (rendered.kind === "html") expect(unsafeHtml(rendered.html)).toEqual([]);
      }
      expect(after.audit).toBe(before.audit + 1);
      expect(after.leads).toEqual(before.leads);
    });
  });

  it("GET /api/admin/backups/{id}: 404 with a message for any unknown id, nothing written; never 500", async () => {
    const created = await createBackupAction.withDeps(deps)({});
    if (!created.ok) throw new Error(created.error);
    const found = await backupRoute.withDeps(routeDeps)(new Request("http://x.test/"), { params: Promise.resolve({ id: created.data.id }) });
    expect(found.status).toBe(200);
    await check(hostileString, 30, async (id) => {
      const before = await state(prisma);
      const response = await backupRoute.withDeps(routeDeps)(new Request("http://x.test/"), { params: Promise.resolve({ id }) });
      expect(response.status).toBe(404);
      expect(((await response.json()) as { error?: string }).error?.trim()).toBeTruthy();
      expect(await state(prisma)).toEqual(before);
    });
  });

  it("the exports of everything stored above download whole: the content file imports back, every lead is in the CSV", async () => {
    const query = fc.oneof(hostileText, fc.constantFrom("?format=xml", "?__proto__[polluted]=1", "?constructor[prototype][polluted]=1"));
    await check(query, 10, async (q) => {
      const request = new Request(`http://x.test/api/admin/export?${encodeURIComponent(q)}`, { headers: { "x-forwarded-for": "1.2.3.4" } });
      const file = await exportRoute.withDeps(routeDeps)(request);
      expect(file.status).toBe(200);
      const parsed = parseContentFile(await file.text());
      expect(parsed.ok).toBe(true);
      if (parsed.ok) {
        expect(parsed.content.projects).toHaveLength(await prisma.project.count());
        expect(parsed.content.blogs).toHaveLength(await prisma.blogPost.count());
      }
      const csv = await leadsExportRoute.withDeps(routeDeps)(new Request(`http://x.test/api/admin/leads/export?${encodeURIComponent(q)}`));
      expect(csv.status).toBe(200);
      expect(await csv.text()).toBe(leadsCsv(await prisma.lead.findMany({ orderBy: { createdAt: "desc" } })));
    });
  });

  it("GET /api/health: 200 with the database up, 503 with the reason when it is down", async () => {
    const up = await healthRoute();
    expect(up.status).toBe(200);
    expect(await up.json()).toMatchObject({ status: "ok", database: "up" });
    slot.down = true;
    try {
      const down = await healthRoute();
      expect(down.status).toBe(503);
      expect(((await down.json()) as { error?: string }).error?.trim()).toBeTruthy();
    } finally {
      slot.down = false;
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { encode } from "next-auth/jwt";
import type { PrismaClient } from "@/generated/prisma/client";
import { seedBuiltInContent } from "@/lib/seed";
import { sessionFromCookies } from "@/lib/auth/session";
import { endAllSessions, SESSION_ABSOLUTE_MAX_S } from "@/lib/auth/revoke";
import type { AdminDeps, AdminRouteDeps } from "@/lib/admin/action";
import * as projectActions from "../support/content-actions";
import * as blogActions from "../support/content-actions";
import * as leadActions from "@/lib/leads/actions/lead";
import * as trashActions from "../support/content-actions";
import { setProjectsStatusAction } from "../support/content-actions";
import { setBlogPostsStatusAction } from "../support/content-actions";
import { restoreProjectRevisionAction } from "../support/content-actions";
import { restoreBlogRevisionAction } from "../support/content-actions";
import { GET as revisionsRoute } from "@/app/api/admin/revisions/route";
import { GET as exportLeads } from "@/app/api/admin/leads/export/route";
import { GET as tableRoute } from "@/app/api/admin/tables/[table]/route";
import { DATABASE_KINDS, freshDatabase, type TestDatabase } from "../support/database";

const SECRET = "integration-secret-0123456789abcdef";
const project = { title: "Guard Test", description: "d", serviceId: "saas" };
/** What the app's jwt callback puts in a token at sign-in (lib/auth/options.ts). */
const claims = (email: string, sv = 0, signedInAt = Math.floor(Date.now() / 1000), sid = "guard-session") => ({
  email,
  sv,
  signedInAt,
  sid,
});
const post = { title: "Guard Post", content: "Body", authorName: "A", publishedAt: new Date().toISOString() };

async function snapshot(prisma: PrismaClient) {
  const [projects, blogs, leads, audit] = await Promise.all([
    prisma.project.findMany({ orderBy: { id: "asc" } }),
    prisma.blogPost.findMany({ orderBy: { id: "asc" } }),
    prisma.lead.findMany({ orderBy: { id: "asc" } }),
    prisma.auditLog.count(),
  ]);
  return JSON.stringify({ projects, blogs, leads, audit });
}

describe.each(DATABASE_KINDS)("admin actions and routes refuse without a session on %s", (kind) => {
  let database: TestDatabase;
  let leadId: string;
  let openedAt: string;
  const revalidated: string[] = [];
  beforeAll(async () => {
    database = await freshDatabase(kind);
    await seedBuiltInContent(database.prisma);
    const admin = await database.prisma.user.create({
      data: { email: "admin@test.dev", passwordHash: "x", role: "owner" },
    });
    await database.prisma.adminSessionRecord.create({ data: { id: "guard-session", userId: admin.id } });
    leadId = (
      await database.prisma.lead.create({
        data: { firstName: "A", lastName: "B", email: "a@b.c", subject: "s", message: "m" },
      })
    ).id;
    openedAt = (await database.prisma.project.findFirstOrThrow()).updatedAt.toISOString();
  }, 240_000);
  afterAll(async () => {
    await database?.close();
  });

  const firstProject = async () => (await database.prisma.project.findFirstOrThrow()).id;
  const firstPost = async () => (await database.prisma.blogPost.findFirstOrThrow()).id;
  const deps = (cookies: Record<string, string>): AdminDeps => ({
    getSession: () => sessionFromCookies(cookies, { secret: SECRET, prisma: async () => database.prisma }),
    prisma: async () => database.prisma,
    revalidate: (tags) => revalidated.push(...tags),
  });

  const forgedCookies = async () => ({
    none: {},
    "wrong secret": {
      "next-auth.session-token": await encode({ token: claims("admin@test.dev"), secret: "attacker-secret" }),
    },
    garbage: { "next-auth.session-token": "eyJhbGciOiJub25lIn0.eyJlbWFpbCI6ImFkbWluQHRlc3QuZGV2In0." },
    "malformed encoding": { "next-auth.session-token": "%E0%A4%A" },
    "unknown account": {
      "next-auth.session-token": await encode({ token: claims("someone@else.dev"), secret: SECRET }),
    },
    expired: {
      "next-auth.session-token": await encode({ token: claims("admin@test.dev"), secret: SECRET, maxAge: -3600 }),
    },
    "without a session version": {
      "next-auth.session-token": await encode({ token: { email: "admin@test.dev" }, secret: SECRET }),
    },
    "without a session record": {
      "next-auth.session-token": await encode({
        token: { ...claims("admin@test.dev"), sid: undefined },
        secret: SECRET,
      }),
    },
    "of an ended session": {
      "next-auth.session-token": await encode({
        token: claims("admin@test.dev", 0, undefined, "ended-session"),
        secret: SECRET,
      }),
    },
    "of an ended session version": {
      "next-auth.session-token": await encode({ token: claims("admin@test.dev", -1), secret: SECRET }),
    },
    "signed in more than 7 days ago": {
      "next-auth.session-token": await encode({
        token: claims("admin@test.dev", 0, Math.floor(Date.now() / 1000) - SESSION_ABSOLUTE_MAX_S - 60),
        secret: SECRET,
      }),
    },
  });

  it("every admin server action refuses and changes nothing", { timeout: 120_000 }, async () => {
    const calls = [
      () => projectActions.createProjectAction,
      () => projectActions.updateProjectAction,
      () => trashActions.deleteProjectAction,
      () => trashActions.deleteProjectsAction,
      () => blogActions.createBlogPostAction,
      () => blogActions.updateBlogPostAction,
      () => trashActions.deleteBlogPostAction,
      () => trashActions.restoreFromTrashAction,
      () => leadActions.setLeadStatusAction,
      () => leadActions.saveLeadNotesAction,
      () => leadActions.deleteLeadAction,
      () => setProjectsStatusAction,
      () => setBlogPostsStatusAction,
      () => restoreProjectRevisionAction,
      () => restoreBlogRevisionAction,
    ];
    const inputs = [
      project,
      { id: await firstProject(), openedAt, project },
      { id: await firstProject() },
      { ids: [await firstProject()] },
      post,
      { id: await firstPost(), openedAt, post },
      { id: await firstPost() },
      { ids: ["trash-item"] },
      { ids: [leadId], status: "won" },
      { id: leadId, notes: "call back" },
      { id: leadId },
      { ids: [await firstProject()], status: "draft" },
      { ids: [await firstPost()], status: "draft" },
      { id: await firstProject(), revisionId: 1, openedAt },
      { id: await firstPost(), revisionId: 1, openedAt },
    ];
    const before = await snapshot(database.prisma);
    for (const [label, cookies] of Object.entries(await forgedCookies())) {
      for (const [i, action] of calls.entries()) {
        const result = await action().withDeps(deps(cookies))(inputs[i]);
        expect(result, `${label} #${i}`).toMatchObject({ ok: false, code: "unauthorized" });
      }
    }
    expect(await snapshot(database.prisma)).toBe(before);
    expect(revalidated).toEqual([]);
  });

  it("every admin route handler answers 401 and changes nothing", async () => {
    const before = await snapshot(database.prisma);
    for (const [label, cookies] of Object.entries(await forgedCookies())) {
      const cookie = Object.entries(cookies)
        .map(([k, v]) => `${k}=${v}`)
        .join("; ");
      const routeDeps: AdminRouteDeps = {
        getSession: () => sessionFromCookies(cookies, { secret: SECRET, prisma: async () => database.prisma }),
        prisma: async () => database.prisma,
        revalidate: () => {},
      };
      const response = await exportLeads.withDeps(routeDeps)(
        new Request("http://x/api/admin/leads/export", { headers: { cookie } }),
      );
      expect(response.status, label).toBe(401);
      expect(await response.text()).not.toContain("a@b.c");
      const table = await tableRoute.withDeps(routeDeps)(
        new Request("http://x/api/admin/tables/leads", { headers: { cookie } }),
        { params: Promise.resolve({ table: "leads" }) },
      );
      expect(table.status, label).toBe(401);
      expect(await table.text()).not.toContain("a@b.c");
      const revisions = await revisionsRoute.withDeps(routeDeps)(
        new Request(`http://x/api/admin/revisions?entity=project&id=${await firstProject()}&from=1&to=2`, {
          headers: { cookie },
        }),
      );
      expect(revisions.status, label).toBe(401);
    }
    expect(await snapshot(database.prisma)).toBe(before);
  });

  it("with a valid session the same action works, is audited and revalidates by tag", async () => {
    const valid = { "next-auth.session-token": await encode({ token: claims("admin@test.dev"), secret: SECRET }) };
    const invalid = await projectActions.createProjectAction.withDeps(deps(valid))({
      title: " ",
      description: "",
      serviceId: "",
    });
    expect(invalid).toMatchObject({ ok: false, code: "invalid", error: "Please fill in all required fields." });
    const created = await projectActions.createProjectAction.withDeps(deps(valid))(project);
    expect(created).toEqual({ ok: true, data: { id: "guard-test" } });
    const again = await projectActions.createProjectAction.withDeps(deps(valid))(project);
    expect(again).toEqual({ ok: true, data: { id: "guard-test-2" } });
    expect(await database.prisma.auditLog.findFirst({ where: { entityId: "guard-test" } })).toMatchObject({
      actorEmail: "admin@test.dev",
      action: "create",
      entity: "project",
    });
    expect(revalidated).toEqual(expect.arrayContaining(["projects", "project:guard-test"]));

    const row = await database.prisma.project.findUniqueOrThrow({ where: { id: "guard-test" } });
    const opened = row.updatedAt.toISOString();
    const first = await projectActions.updateProjectAction.withDeps(deps(valid))({
      id: "guard-test",
      openedAt: opened,
      project: { ...project, title: "Renamed" },
    });
    expect(first).toMatchObject({ ok: true, data: { id: "guard-test" } });
    const staleSave = await projectActions.updateProjectAction.withDeps(deps(valid))({
      id: "guard-test",
      openedAt: opened,
      project: { ...project, title: "Lost" },
    });
    expect(staleSave).toMatchObject({ ok: false, code: "stale" });
    expect((await database.prisma.project.findUniqueOrThrow({ where: { id: "guard-test" } })).title).toBe("Renamed");

    const blog = await blogActions.createBlogPostAction.withDeps(deps(valid))({ ...post, content: "   " });
    expect(blog).toMatchObject({ ok: false, error: "Content cannot be empty." });
    const saved = await blogActions.createBlogPostAction.withDeps(deps(valid))({
      ...post,
      publishedAt: "2026-03-04T23:00:00.000Z",
      readingTime: "",
    });
    expect(saved).toEqual({ ok: true, data: { id: "guard-post" } });
    const stored = await database.prisma.blogPost.findUniqueOrThrow({ where: { id: "guard-post" } });
    expect(stored.publishedAt.toISOString()).toBe("2026-03-04T23:00:00.000Z");
    expect(stored.readingTime).toBe(1); // computed from the (short) body, whatever was typed
  });

  it("ending every session of an account refuses its tokens at once, and a new sign-in works again", async () => {
    const user = await database.prisma.user.findUniqueOrThrow({ where: { email: "admin@test.dev" } });
    const token = {
      "next-auth.session-token": await encode({ token: claims("admin@test.dev", user.sessionVersion), secret: SECRET }),
    };
    const session = () => sessionFromCookies(token, { secret: SECRET, prisma: async () => database.prisma });
    expect(await session()).toEqual({
      email: "admin@test.dev",
      userId: user.id,
      sessionId: "guard-session",
      role: "owner",
      twoFactor: false,
      name: null,
    });
    await endAllSessions(database.prisma, "admin@test.dev");
    expect(await session()).toBeNull();
    expect(await database.prisma.adminSessionRecord.count({ where: { userId: user.id } })).toBe(0);
    const after = await database.prisma.user.findUniqueOrThrow({ where: { email: "admin@test.dev" } });
    await database.prisma.adminSessionRecord.create({ data: { id: "fresh-session", userId: user.id } });
    const fresh = {
      "next-auth.session-token": await encode({
        token: claims("admin@test.dev", after.sessionVersion, undefined, "fresh-session"),
        secret: SECRET,
      }),
    };
    expect(await sessionFromCookies(fresh, { secret: SECRET, prisma: async () => database.prisma })).toEqual({
      email: "admin@test.dev",
      userId: user.id,
      sessionId: "fresh-session",
      role: "owner",
      twoFactor: false,
      name: null,
    });
  });
});

import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { encode } from "next-auth/jwt";
import type { PrismaClient } from "@/generated/prisma/client";
import type { AdminDeps } from "@/lib/admin/action";
import { sessionFromCookies } from "@/lib/auth/session";
import { createProjectAction } from "../support/content-actions";
import { createBlogPostAction } from "../support/content-actions";
import { setProjectsStatusAction } from "../support/content-actions";
import { setBlogPostsStatusAction } from "../support/content-actions";
import { DATABASE_KINDS, type TestDatabase } from "../support/database";
import { seededForPublicReads } from "../support/public-reads";

// Outside Next the cache directives are inert; the public reads run on a database the test can take away (an outage).
vi.mock("next/cache", () => ({ cacheTag: vi.fn(), cacheLife: vi.fn() }));
const reach: { prisma: () => Promise<PrismaClient> } = { prisma: () => Promise.reject(new Error("no database yet")) };
vi.mock("@/lib/db", () => ({ db: () => reach.prisma() }));

const { getProjects } = await import("@/lib/projects/queries");
const { getBlogPosts } = await import("@/lib/blog/queries");

const SECRET = "integration-secret-0123456789abcdef";
const BUILT_IN_PROJECT = "medflow-patient-portal";
const claims = (email: string) => ({ email, sv: 0, signedInAt: Math.floor(Date.now() / 1000), sid: "bulk-session" });

describe.each(DATABASE_KINDS)("bulk publish and unpublish on %s", (kind) => {
  let database: TestDatabase;
  const revalidated: string[][] = [];
  const deps = (): AdminDeps => ({
    getSession: async () => ({ email: "owner@test.dev", role: "owner" as const }),
    prisma: async () => database.prisma,
    revalidate: (t) => revalidated.push(t),
  });
  const statuses = async (ids: string[]) => {
    const rows = await database.prisma.project.findMany({ where: { id: { in: ids } } });
    return ids.map((id) => rows.find((r) => r.id === id)?.status);
  };
  const publicProjects = async () => (await getProjects()).data.map((p) => p.id);
  const publicPosts = async () => (await getBlogPosts()).data.map((p) => p.id);
  const draftProject = async (title: string) => {
    const created = await createProjectAction.withDeps(deps())({ title, description: "d", serviceId: "saas" });
    return (created as { ok: true; data: { id: string } }).data.id;
  };

  beforeAll(async () => {
    database = await seededForPublicReads(kind);
    reach.prisma = async () => database.prisma;
  }, 240_000);
  afterAll(async () => {
    await database?.close();
  });

  it("publishes several drafts at once: public at the next read, audited once, every item's tags expired", async () => {
    const ids = [await draftProject("Bulk One"), await draftProject("Bulk Two"), await draftProject("Bulk Three")];
    expect(await publicProjects()).not.toEqual(expect.arrayContaining([ids[0]]));
    revalidated.length = 0;
    const before = Date.now();
    const result = await setProjectsStatusAction.withDeps(deps())({ ids, status: "published" });
    expect(result).toEqual({ ok: true, data: { count: 3, changed: 3 } });
    expect(await statuses(ids)).toEqual(["published", "published", "published"]);
    for (const row of await database.prisma.project.findMany({ where: { id: { in: ids } } })) {
      expect(row.publishAt?.getTime()).toBeGreaterThanOrEqual(before - 1000);
      expect(row.publishAt?.getTime()).toBeLessThanOrEqual(Date.now());
    }
    expect(await publicProjects()).toEqual(expect.arrayContaining(ids));
    expect(revalidated).toHaveLength(1);
    expect(revalidated[0]).toEqual(expect.arrayContaining(["projects", ...ids.map((id) => `project:${id}`)]));
    expect(
      await database.prisma.auditLog.findFirst({ where: { action: "publish" }, orderBy: { createdAt: "desc" } }),
    ).toMatchObject({ actorEmail: "owner@test.dev", entity: "project", entityId: "3 items" });

    const off = await setProjectsStatusAction.withDeps(deps())({ ids: [ids[0], ids[1], ids[0]], status: "draft" });
    expect(off).toEqual({ ok: true, data: { count: 2, changed: 2 } });
    expect(await statuses(ids)).toEqual(["draft", "draft", "published"]);
    const shown = await publicProjects();
    expect(shown).toContain(ids[2]);
    expect(shown).not.toContain(ids[0]);
    expect(shown).not.toContain(ids[1]);
    expect(await database.prisma.auditLog.findFirst({ where: { action: "unpublish" } })).toMatchObject({
      entity: "project",
      entityId: "2 items",
    });
  });

  it("is all or none: one id that does not exist changes nothing, audits nothing, expires nothing", async () => {
    const ids = [await draftProject("Bulk Missing A"), await draftProject("Bulk Missing B")];
    const rows = () => database.prisma.project.findMany({ where: { id: { in: ids } }, orderBy: { id: "asc" } });
    const before = await rows();
    const audits = await database.prisma.auditLog.count();
    revalidated.length = 0;
    for (const status of ["published", "draft"]) {
      const refused = await setProjectsStatusAction.withDeps(deps())({ ids: [...ids, "no-such-project"], status });
      expect(refused).toMatchObject({
        ok: false,
        code: "not-found",
        error: expect.stringMatching(/^Some of these items no longer exist\. Nothing was (un)?published\.$/),
      });
    }
    expect(
      await setBlogPostsStatusAction.withDeps(deps())({ ids: ["no-such-post"], status: "published" }),
    ).toMatchObject({ ok: false, code: "not-found", error: "Blog post not found" });
    expect(await rows()).toEqual(before);
    expect(await database.prisma.auditLog.count()).toBe(audits);
    expect(revalidated).toEqual([]);
  });

  it("refuses a forged or non-admin session and input that does not parse, changing nothing", async () => {
    const admin = await database.prisma.user.create({
      data: { email: "admin@test.dev", passwordHash: "x", role: "owner" },
    });
    await database.prisma.adminSessionRecord.create({ data: { id: "bulk-session", userId: admin.id } });
    const id = await draftProject("Bulk Guarded");
    const withCookie = (token?: string): AdminDeps => ({
      getSession: () =>
        sessionFromCookies(token ? { "next-auth.session-token": token } : {}, {
          secret: SECRET,
          prisma: async () => database.prisma,
        }),
      prisma: async () => database.prisma,
      revalidate: (t) => revalidated.push(t),
    });
    const forged = {
      none: undefined,
      "wrong secret": await encode({ token: claims("admin@test.dev"), secret: "attacker-secret" }),
      "not an admin": await encode({ token: claims("visitor@else.dev"), secret: SECRET }),
    };
    const audits = await database.prisma.auditLog.count();
    revalidated.length = 0;
    for (const [label, token] of Object.entries(forged)) {
      for (const action of [setProjectsStatusAction, setBlogPostsStatusAction]) {
        expect(
          await action.withDeps(withCookie(token))({ ids: [id, BUILT_IN_PROJECT], status: "published" }),
          label,
        ).toMatchObject({ ok: false, code: "unauthorized" });
      }
    }
    const valid = withCookie(await encode({ token: claims("admin@test.dev"), secret: SECRET }));
    for (const input of [
      { ids: [], status: "published" },
      { ids: [id], status: "archived" },
      { ids: [id] },
      { ids: "x", status: "draft" },
    ]) {
      expect(await setProjectsStatusAction.withDeps(valid)(input), JSON.stringify(input)).toMatchObject({
        ok: false,
        code: "invalid",
      });
    }
    expect(await statuses([id])).toEqual(["draft"]);
    expect(await database.prisma.auditLog.count()).toBe(audits);
    expect(revalidated).toEqual([]);
    expect(await setProjectsStatusAction.withDeps(valid)({ ids: [id], status: "published" })).toMatchObject({
      ok: true,
    });
    expect(await database.prisma.auditLog.findFirst({ where: { entityId: id, action: "publish" } })).toMatchObject({
      actorEmail: "admin@test.dev",
    });
  });

  it("publishing a schedule still ahead publishes now; a due publish time is kept; an already published item is left as it is", async () => {
    const [ahead, due] = [await draftProject("Bulk Ahead"), await draftProject("Bulk Due")];
    const past = new Date(Date.now() - 86_400_000);
    await database.prisma.project.update({
      where: { id: ahead },
      data: { status: "scheduled", publishAt: new Date(Date.now() + 86_400_000) },
    });
    await database.prisma.project.update({ where: { id: due }, data: { status: "scheduled", publishAt: past } });
    const untouched = await database.prisma.project.findUniqueOrThrow({ where: { id: BUILT_IN_PROJECT } });
    const result = await setProjectsStatusAction.withDeps(deps())({
      ids: [ahead, due, BUILT_IN_PROJECT],
      status: "published",
    });
    expect(result).toEqual({ ok: true, data: { count: 3, changed: 2 } });
    const rows = await database.prisma.project.findMany({
      where: { id: { in: [ahead, due] } },
      orderBy: { id: "asc" },
    });
    expect(rows.map((r) => r.status)).toEqual(["published", "published"]);
    expect(rows[0].publishAt!.getTime()).toBeLessThanOrEqual(Date.now());
    expect(rows[1].publishAt).toEqual(past);
    expect(await database.prisma.project.findUniqueOrThrow({ where: { id: BUILT_IN_PROJECT } })).toEqual(untouched);
  });

  it("blog posts too; during an outage the fallback never brings back what was unpublished in bulk", async () => {
    const posts = (await database.prisma.blogPost.findMany({ orderBy: { id: "asc" }, take: 2 })).map((p) => p.id);
    const created = await createBlogPostAction.withDeps(deps())({
      title: "Bulk Post",
      content: "Body",
      authorName: "Ada",
      publishedAt: new Date().toISOString(),
    });
    expect(created).toMatchObject({ ok: true, data: { id: "bulk-post" } });
    expect(await setBlogPostsStatusAction.withDeps(deps())({ ids: ["bulk-post"], status: "published" })).toEqual({
      ok: true,
      data: { count: 1, changed: 1 },
    });
    expect(await publicPosts()).toContain("bulk-post");
    expect(await database.prisma.auditLog.findFirst({ where: { action: "publish", entity: "blog" } })).toMatchObject({
      entityId: "bulk-post",
    });

    revalidated.length = 0;
    expect(await setBlogPostsStatusAction.withDeps(deps())({ ids: posts, status: "draft" })).toMatchObject({
      ok: true,
      data: { count: 2 },
    });
    expect(revalidated[0]).toEqual(expect.arrayContaining(["blog", ...posts.map((id) => `blog:${id}`)]));
    expect(await setProjectsStatusAction.withDeps(deps())({ ids: [BUILT_IN_PROJECT], status: "draft" })).toMatchObject({
      ok: true,
    });

    // No public read in between: only the withdrawal the bulk change recorded keeps them off the fallback.
    reach.prisma = () => Promise.reject(new Error("database down"));
    try {
      const fallbackPosts = await getBlogPosts();
      expect(fallbackPosts.source).toBe("built-in");
      expect(fallbackPosts.data.length).toBeGreaterThan(0);
      for (const id of posts) expect(fallbackPosts.data.map((p) => p.id)).not.toContain(id);
      const fallbackProjects = await getProjects();
      expect(fallbackProjects.source).toBe("built-in");
      expect(fallbackProjects.data.map((p) => p.id)).not.toContain(BUILT_IN_PROJECT);
    } finally {
      reach.prisma = async () => database.prisma;
    }
    expect(await publicPosts()).not.toContain(posts[0]);
  });
});

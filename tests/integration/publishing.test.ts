import * as trashActions from "../support/content-actions";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { PrismaClient } from "@/generated/prisma/client";
import type { AdminDeps } from "@/lib/admin/action";
import * as projectActions from "../support/content-actions";
import * as blogActions from "../support/content-actions";
import { nextPublishTime, publishDue } from "@/lib/collections/due";
import { schedulePublishing } from "@/lib/publishing/scheduler";
import { SCHEDULE_TIME_MESSAGE } from "@/lib/publishing/status";
import { DATABASE_KINDS, type TestDatabase } from "../support/database";
import { seededForPublicReads } from "../support/public-reads";

// Outside Next the cache directives are inert; the public reads themselves are tested, on a real database that a
// test can take away (an outage).
vi.mock("next/cache", () => ({ cacheTag: vi.fn(), cacheLife: vi.fn() }));
const reach: { prisma: () => Promise<PrismaClient> } = { prisma: () => Promise.reject(new Error("no database yet")) };
vi.mock("@/lib/db", () => ({ db: () => reach.prisma() }));

const { getProjects, getProject, ProjectLoadError } = await import("@/lib/projects/queries");
const { getBlogPosts, getBlogPost } = await import("@/lib/blog/queries");

const BUILT_IN_PROJECT = "medflow-patient-portal";
const project = { title: "Quiet Launch", description: "d", serviceId: "saas" };
const post = {
  title: "Scheduled Thoughts",
  content: "Body",
  authorName: "Ada",
  publishedAt: "2026-01-01T00:00:00.000Z",
};

describe.each(DATABASE_KINDS)("publishing on %s", (kind) => {
  let database: TestDatabase;
  const revalidated: string[] = [];
  const deps = (): AdminDeps => ({
    getSession: async () => ({ email: "owner@test.dev", role: "owner" as const }),
    prisma: async () => database.prisma,
    revalidate: (t) => revalidated.push(...t),
  });
  const projectIds = async () => (await getProjects()).data.map((p) => p.id);
  const postIds = async () => (await getBlogPosts()).data.map((p) => p.id);
  const openedAt = async (id: string) =>
    (await database.prisma.project.findUniqueOrThrow({ where: { id } })).updatedAt.toISOString();
  const withStatus = async (id: string, status: string, publishAt?: Date) => {
    const row = await database.prisma.project.findUniqueOrThrow({ where: { id } });
    const { fromProjectRow } = await import("@/lib/projects/mapping");
    const { id: _id, createdAt: _c, updatedAt: _u, ...data } = fromProjectRow(row);
    return projectActions.updateProjectAction.withDeps(deps())({
      id,
      openedAt: await openedAt(id),
      project: { ...data, status, publishAt },
    });
  };

  beforeAll(async () => {
    database = await seededForPublicReads(kind);
    reach.prisma = async () => database.prisma;
  }, 240_000);
  afterAll(async () => {
    await database?.close();
  });
  afterEach(() => {
    vi.useRealTimers();
    reach.prisma = async () => database.prisma;
  });

  it("seeded content is published; a new item starts as a draft that no public read shows", async () => {
    expect(await projectIds()).toContain(BUILT_IN_PROJECT);
    const created = await projectActions.createProjectAction.withDeps(deps())(project);
    expect(created).toMatchObject({ ok: true, data: { id: "quiet-launch" } });
    expect((await database.prisma.project.findUniqueOrThrow({ where: { id: "quiet-launch" } })).status).toBe("draft");
    expect(await projectIds()).not.toContain("quiet-launch");
    expect((await getProject("quiet-launch")).data).toBeNull();
  });

  it("draft → published → archived → published: public exactly while published, each change expiring its tags", async () => {
    revalidated.length = 0;
    expect(await withStatus("quiet-launch", "published")).toMatchObject({ ok: true });
    expect(await projectIds()).toContain("quiet-launch");
    expect((await getProject("quiet-launch")).data?.title).toBe("Quiet Launch");
    expect(revalidated).toEqual(expect.arrayContaining(["projects", "project:quiet-launch"]));
    expect(await withStatus("quiet-launch", "archived")).toMatchObject({ ok: true });
    expect(await projectIds()).not.toContain("quiet-launch");
    expect(await withStatus("quiet-launch", "published")).toMatchObject({ ok: true });
    expect(await projectIds()).toContain("quiet-launch");
  });

  it("a schedule without its time is refused and nothing changes", async () => {
    const before = await database.prisma.project.findUniqueOrThrow({ where: { id: "quiet-launch" } });
    expect(await withStatus("quiet-launch", "scheduled")).toMatchObject({
      ok: false,
      code: "invalid",
      error: SCHEDULE_TIME_MESSAGE,
    });
    expect(await database.prisma.project.findUniqueOrThrow({ where: { id: "quiet-launch" } })).toEqual(before);
    expect(await blogActions.createBlogPostAction.withDeps(deps())({ ...post, status: "bogus" })).toMatchObject({
      ok: false,
      code: "invalid",
    });
  });

  it("a scheduled post is hidden before its time and public after it (fake clock); publishDue moves it to published", async () => {
    const at = new Date(Date.now() + 60 * 60_000);
    const created = await blogActions.createBlogPostAction.withDeps(deps())({
      ...post,
      status: "scheduled",
      publishAt: at.toISOString(),
    });
    expect(created).toMatchObject({ ok: true, data: { id: "scheduled-thoughts" } });
    expect(await postIds()).not.toContain("scheduled-thoughts");
    expect((await getBlogPost("scheduled-thoughts")).data).toBeNull();
    expect((await publishDue(database.prisma, new Date(), new Date(0))).published).toEqual([]);

    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(at.getTime() - 1000);
    expect(await postIds()).not.toContain("scheduled-thoughts");
    vi.setSystemTime(at.getTime() + 1000);
    expect(await postIds()).toContain("scheduled-thoughts");
    expect((await getBlogPost("scheduled-thoughts")).data?.title).toBe("Scheduled Thoughts");
    const due = await publishDue(database.prisma, new Date(), new Date(at.getTime() - 5000));
    expect(due.published).toEqual(["blog:scheduled-thoughts"]);
    expect(due.tags).toEqual(expect.arrayContaining(["blog", "blog:scheduled-thoughts"]));
    expect((await database.prisma.blogPost.findUniqueOrThrow({ where: { id: "scheduled-thoughts" } })).status).toBe(
      "published",
    );
    expect(
      await database.prisma.auditLog.count({ where: { actorEmail: "scheduler", entityId: "scheduled-thoughts" } }),
    ).toBe(1);
  });

  it("the scheduler fires at a scheduled time without anyone acting", async () => {
    const at = new Date(Date.now() + 400);
    await database.prisma.project.update({
      where: { id: "quiet-launch" },
      data: { status: "scheduled", publishAt: at },
    });
    const fired: { published: string[]; tags: string[] }[] = [];
    const stop = schedulePublishing(async () => database.prisma, nextPublishTime, {
      pollMs: 100,
      fire: async (since) => {
        fired.push(await publishDue(database.prisma, new Date(), since));
      },
    });
    try {
      await vi.waitFor(() => expect(fired.flatMap((f) => f.published)).toContain("project:quiet-launch"), {
        timeout: 5000,
        interval: 50,
      });
      expect(Date.now()).toBeGreaterThanOrEqual(at.getTime());
      expect(fired.flatMap((f) => f.tags)).toEqual(expect.arrayContaining(["projects", "project:quiet-launch"]));
    } finally {
      stop();
    }
  });

  it("the scheduler fires on time when the system clock steps ahead after it planned", async () => {
    const at = new Date(Date.now() + 20_000);
    await database.prisma.project.update({
      where: { id: "quiet-launch" },
      data: { status: "scheduled", publishAt: at },
    });
    const fired: string[] = [];
    const stop = schedulePublishing(async () => database.prisma, nextPublishTime, {
      pollMs: 60_000,
      fire: async (since) => {
        fired.push(...(await publishDue(database.prisma, new Date(), since)).published);
      },
    });
    try {
      await new Promise((resolve) => setTimeout(resolve, 300)); // planned: 20 s of timer ahead
      vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 20_000 }); // the wall clock jumps; timers do not
      await vi.waitFor(() => expect(fired).toContain("project:quiet-launch"), { timeout: 3000, interval: 50 });
    } finally {
      stop();
      vi.useRealTimers();
    }
  });

  it("during an outage the built-in fallback never brings back a project the owner unpublished or deleted", async () => {
    expect(await projectIds()).toContain(BUILT_IN_PROJECT);
    expect(await withStatus(BUILT_IN_PROJECT, "draft")).toMatchObject({ ok: true });
    const deleted = (await database.prisma.blogPost.findFirstOrThrow({ where: { id: { not: "scheduled-thoughts" } } }))
      .id;
    expect(await trashActions.deleteBlogPostAction.withDeps(deps())({ id: deleted })).toMatchObject({ ok: true });

    reach.prisma = () => Promise.reject(new Error("database down"));
    const fallback = await getProjects();
    expect(fallback.source).toBe("built-in");
    expect(fallback.data.map((p) => p.id)).not.toContain(BUILT_IN_PROJECT);
    expect(fallback.data.length).toBeGreaterThan(0);
    await expect(getProject(BUILT_IN_PROJECT)).rejects.toBeInstanceOf(ProjectLoadError);
    const posts = await getBlogPosts();
    expect(posts.source).toBe("built-in");
    expect(posts.data.map((p) => p.id)).not.toContain(deleted);
    expect((await getBlogPost(deleted)).data).toBeNull();

    // A restarted instance (nothing in memory) still knows, from the file beside its database.
    (globalThis as { __knownPublic?: unknown }).__knownPublic = undefined;
    expect((await getProjects()).data.map((p) => p.id)).not.toContain(BUILT_IN_PROJECT);
  });
});

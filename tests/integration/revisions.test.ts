import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminDeps, AdminRouteDeps } from "@/lib/admin/action";
import { createBlogPostAction, updateBlogPostAction } from "../support/content-actions";
import { restoreBlogRevisionAction } from "../support/content-actions";
import { createProjectAction, updateProjectAction } from "../support/content-actions";
import { restoreProjectRevisionAction } from "../support/content-actions";
import { deleteProjectAction, restoreFromTrashAction } from "../support/content-actions";
import { updateBlogPost } from "../support/content-actions";
import { blogSnapshot } from "../support/content-actions";
import { projectTags } from "../support/content-actions";
import { REVISIONS_KEPT } from "@/lib/revisions/store";
import { GET as revisionsRoute } from "@/app/api/admin/revisions/route";
import { seedBuiltInContent } from "@/lib/seed";
import { runRetention } from "@/lib/retention/run";
import { publishDue } from "@/lib/collections/due";
import { setBlogPostsStatusAction } from "../support/content-actions";
import { DATABASE_KINDS, freshDatabase, type TestDatabase } from "../support/database";

const post = {
  title: "Revision Notes",
  excerpt: "",
  content: "The quick brown fox jumps over the lazy dog.",
  authorName: "Ada",
  publishedAt: "2026-11-01",
};

describe.each(DATABASE_KINDS)("revisions of projects and posts on %s", (kind) => {
  let database: TestDatabase;
  const revalidated: string[][] = [];
  const session = async () => ({ email: "owner@test.dev", role: "owner" as const });
  const deps = (): AdminDeps => ({
    getSession: session,
    prisma: async () => database.prisma,
    revalidate: (t) => revalidated.push(t),
  });
  const routeDeps = (): AdminRouteDeps => ({
    getSession: session,
    prisma: async () => database.prisma,
    revalidate: () => {},
  });
  const revisions = (entity: string, itemId: string) =>
    database.prisma.revision.findMany({ where: { entity, itemId }, orderBy: { id: "asc" } });
  const openedAt = async (id: string) =>
    (await database.prisma.blogPost.findUniqueOrThrow({ where: { id } })).updatedAt.toISOString();
  const compare = async (query: string) =>
    revisionsRoute.withDeps(routeDeps())(new Request(`http://x.test/api/admin/revisions?${query}`));

  beforeAll(async () => {
    database = await freshDatabase(kind);
    await seedBuiltInContent(database.prisma);
  }, 240_000);
  afterAll(async () => {
    await database?.close();
  });

  it("every save stores who saved what, as the codec serialises it, and which fields changed", async () => {
    expect(await createBlogPostAction.withDeps(deps())({ ...post, status: "published" })).toEqual({
      ok: true,
      data: { id: "revision-notes" },
    });
    const [created] = await revisions("blog", "revision-notes");
    const row = await database.prisma.blogPost.findUniqueOrThrow({ where: { id: "revision-notes" } });
    expect(created).toMatchObject({
      action: "create",
      author: "owner@test.dev",
      changed: [],
      snapshot: blogSnapshot(row),
      itemUpdatedAt: row.updatedAt,
    });

    const updated = await updateBlogPostAction.withDeps(deps())({
      id: "revision-notes",
      openedAt: await openedAt("revision-notes"),
      post: {
        ...post,
        title: "Revision Notes, edited",
        content: "The quick red fox jumps over the lazy dog.",
        status: "published",
      },
    });
    expect(updated).toMatchObject({ ok: true });
    const list = await revisions("blog", "revision-notes");
    expect(list.map((r) => [r.action, r.changed])).toEqual([
      ["create", []],
      ["update", ["title", "content"]],
    ]);
    expect(list[1].snapshot).toMatchObject({
      title: "Revision Notes, edited",
      content: "The quick red fox jumps over the lazy dog.",
    });
  });

  it("a failing save leaves no revision: refused as stale, or failing in the database", async () => {
    const before = await revisions("blog", "revision-notes");
    const stale = await updateBlogPostAction.withDeps(deps())({
      id: "revision-notes",
      openedAt: new Date(0).toISOString(),
      post: { ...post, title: "Never saved" },
    });
    expect(stale).toMatchObject({ ok: false, code: "stale" });
    await database.prisma.$executeRawUnsafe(
      `CREATE OR REPLACE FUNCTION refuse_audit() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'audit write failed'; END $$ LANGUAGE plpgsql`,
    );
    await database.prisma.$executeRawUnsafe(
      `CREATE TRIGGER refuse_audit BEFORE INSERT ON audit_log FOR EACH ROW EXECUTE FUNCTION refuse_audit()`,
    );
    try {
      const failed = await updateBlogPostAction.withDeps(deps())({
        id: "revision-notes",
        openedAt: await openedAt("revision-notes"),
        post: { ...post, title: "Never saved" },
      });
      expect(failed).toMatchObject({ ok: false, code: "failed" });
    } finally {
      await database.prisma.$executeRawUnsafe(`DROP TRIGGER refuse_audit ON audit_log`);
    }
    expect(await revisions("blog", "revision-notes")).toEqual(before);
    expect((await database.prisma.blogPost.findUniqueOrThrow({ where: { id: "revision-notes" } })).title).toBe(
      "Revision Notes, edited",
    );
  });

  it("the compare route diffs two revisions field by field, the body by words", async () => {
    const [first, second] = await revisions("blog", "revision-notes");
    const response = await compare(`entity=blog&id=revision-notes&from=${first.id}&to=${second.id}`);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.from).toMatchObject({ id: first.id, action: "create", author: "owner@test.dev" });
    expect(body.changes).toEqual([
      { field: "title", label: "Title", kind: "value", before: "Revision Notes", after: "Revision Notes, edited" },
      {
        field: "content",
        label: "Blog Content",
        kind: "words",
        parts: [
          { value: "The quick " },
          { value: "brown", removed: true },
          { value: "red", added: true },
          { value: " fox jumps over the lazy dog." },
        ],
      },
    ]);
    expect((await compare("entity=blog&id=revision-notes&from=1")).status).toBe(400);
    expect((await compare(`entity=blog&id=other-post&from=${first.id}&to=${second.id}`)).status).toBe(404);
    expect(
      (
        await revisionsRoute.withDeps({ ...routeDeps(), getSession: async () => null })(
          new Request("http://x.test/api/admin/revisions"),
        )
      ).status,
    ).toBe(401);
  });

  it("the stale-edit guard can show what changed since the version a form opened", async () => {
    const [first] = await revisions("blog", "revision-notes");
    const response = await compare(`entity=blog&id=revision-notes&since=${first.itemUpdatedAt.toISOString()}`);
    const body = await response.json();
    expect(body.changes.map((c: { field: string }) => c.field)).toEqual(["title", "content"]);
    expect((await compare("entity=blog&id=revision-notes&since=2001-01-01T00:00:00.000Z")).status).toBe(404);
  });

  it("restoring a revision makes it the item again, as a new revision, and expires its pages", async () => {
    const [first] = await revisions("blog", "revision-notes");
    const restored = await restoreBlogRevisionAction.withDeps(deps())({
      id: "revision-notes",
      revisionId: first.id,
      openedAt: await openedAt("revision-notes"),
    });
    expect(restored).toMatchObject({ ok: true, data: { id: "revision-notes" } });
    expect(revalidated.at(-1)).toEqual(expect.arrayContaining(["blog", "blog:revision-notes"]));
    const row = await database.prisma.blogPost.findUniqueOrThrow({ where: { id: "revision-notes" } });
    expect(row).toMatchObject({ title: "Revision Notes", content: post.content });
    const last = (await revisions("blog", "revision-notes")).at(-1)!;
    expect(last).toMatchObject({
      action: "restore",
      restoredFrom: first.createdAt,
      changed: ["title", "content"],
      author: "owner@test.dev",
    });
    // Restoring from a page opened before that restore is refused, and changes nothing.
    expect(
      await restoreBlogRevisionAction.withDeps(deps())({
        id: "revision-notes",
        revisionId: first.id,
        openedAt: first.itemUpdatedAt.toISOString(),
      }),
    ).toMatchObject({ ok: false, code: "stale" });
    expect(
      await restoreBlogRevisionAction.withDeps(deps())({
        id: "revision-notes",
        revisionId: 999_999,
        openedAt: row.updatedAt.toISOString(),
      }),
    ).toMatchObject({ ok: false, code: "not-found" });
  });

  it(`keeps the ${REVISIONS_KEPT} most recent revisions of an item`, async () => {
    for (let i = 0; i < REVISIONS_KEPT + 3; i++) {
      await updateBlogPost(
        database.prisma,
        "revision-notes",
        { ...(await import("@/lib/blog/schema")).blogInputSchema.parse({ ...post, title: `Edit ${i}` }) },
        await openedAt("revision-notes"),
        undefined,
        { actor: "owner@test.dev" },
      );
    }
    const list = await revisions("blog", "revision-notes");
    expect(list).toHaveLength(REVISIONS_KEPT);
    expect(list.at(-1)!.snapshot).toMatchObject({ title: `Edit ${REVISIONS_KEPT + 2}` });
    expect(list[0].snapshot).toMatchObject({ title: "Edit 3" });
  });

  it("history follows a changed slug, waits in the trash with the item and comes back with it", async () => {
    await createProjectAction.withDeps(deps())({
      title: "History Project",
      description: "First words.",
      serviceId: "saas",
    });
    const opened = (
      await database.prisma.project.findUniqueOrThrow({ where: { id: "history-project" } })
    ).updatedAt.toISOString();
    const renamed = await updateProjectAction.withDeps(deps())({
      id: "history-project",
      slug: "history-moved",
      openedAt: opened,
      project: { title: "History Project", description: "Second words.", serviceId: "saas", status: "draft" },
    });
    expect(renamed).toMatchObject({ ok: true, data: { id: "history-moved" } });
    expect(await revisions("project", "history-project")).toEqual([]);
    expect((await revisions("project", "history-moved")).map((r) => [r.action, r.changed])).toEqual([
      ["create", []],
      ["update", ["id", "description"]],
    ]);

    const deleted = await deleteProjectAction.withDeps(deps())({ id: "history-moved" });
    expect(await revisions("project", "history-moved")).toHaveLength(2);
    await restoreFromTrashAction.withDeps(deps())({
      ids: (deleted as { ok: true; data: { trashIds: string[] } }).data.trashIds,
    });
    expect((await revisions("project", "history-moved")).map((r) => r.action)).toEqual(["create", "update", "untrash"]);

    const [first] = await revisions("project", "history-moved");
    const now = (
      await database.prisma.project.findUniqueOrThrow({ where: { id: "history-moved" } })
    ).updatedAt.toISOString();
    expect(
      await restoreProjectRevisionAction.withDeps(deps())({ id: "history-moved", revisionId: first.id, openedAt: now }),
    ).toMatchObject({ ok: true });
    // The item keeps its current address; the content is the first version's.
    expect(await database.prisma.project.findUniqueOrThrow({ where: { id: "history-moved" } })).toMatchObject({
      description: "First words.",
    });
    expect(revalidated.at(-1)).toEqual(projectTags("history-moved"));
  });

  it("the first save of built-in content keeps the version it started from", async () => {
    const builtIn = await database.prisma.project.findFirstOrThrow({
      where: { NOT: { id: { startsWith: "history" } } },
      orderBy: { id: "asc" },
    });
    expect(await revisions("project", builtIn.id)).toEqual([]);
    const { fromProjectRow } = await import("@/lib/projects/mapping");
    const { id, createdAt, updatedAt, ...data } = fromProjectRow(builtIn);
    void createdAt;
    await updateProjectAction.withDeps(deps())({
      id,
      openedAt: updatedAt.toISOString(),
      project: { ...data, title: `${data.title} (edited)` },
    });
    const list = await revisions("project", builtIn.id);
    expect(list.map((r) => [r.action, r.author, r.changed])).toEqual([
      ["baseline", "", []],
      ["update", "owner@test.dev", ["title"]],
    ]);
    expect(list[0].snapshot).toMatchObject({ title: builtIn.title });
    // Put it back as it was (the built-in content stays untouched for other tests).
    await restoreProjectRevisionAction.withDeps(deps())({
      id,
      revisionId: list[0].id,
      openedAt: (await database.prisma.project.findUniqueOrThrow({ where: { id } })).updatedAt.toISOString(),
    });
    expect((await database.prisma.project.findUniqueOrThrow({ where: { id } })).title).toBe(builtIn.title);
  });

  it("the history of an item purged from the trash goes with it; a live item keeps its own", async () => {
    await createProjectAction.withDeps(deps())({
      title: "Purged Project",
      description: "Soon gone.",
      serviceId: "saas",
    });
    await deleteProjectAction.withDeps(deps())({ id: "purged-project" });
    expect(await revisions("project", "purged-project")).toHaveLength(1);
    await database.prisma.trashItem.updateMany({
      where: { entityId: "purged-project" },
      data: { deletedAt: new Date(Date.now() - 31 * 86_400_000) },
    });
    await runRetention(database.prisma, new Date(), {});
    expect(await revisions("project", "purged-project")).toEqual([]);
    expect(await revisions("project", "history-moved")).not.toEqual([]);
  });

  it("the scheduler publishing a due post is a revision of its own, and the next save follows it", async () => {
    const at = new Date(Date.now() - 1000);
    await createBlogPostAction.withDeps(deps())({
      ...post,
      title: "Scheduled Revision",
      status: "scheduled",
      publishAt: at.toISOString(),
    });
    await publishDue(database.prisma, new Date(), new Date(at.getTime() - 5000));
    const row = await database.prisma.blogPost.findUniqueOrThrow({ where: { id: "scheduled-revision" } });
    expect(row.status).toBe("published");
    const list = await revisions("blog", "scheduled-revision");
    expect(list.map((r) => [r.action, r.author, r.changed])).toEqual([
      ["create", "owner@test.dev", []],
      ["publish", "scheduler", ["status"]],
    ]);
    expect(list[1]).toMatchObject({ itemUpdatedAt: row.updatedAt, snapshot: blogSnapshot(row) });
    await updateBlogPostAction.withDeps(deps())({
      id: "scheduled-revision",
      openedAt: row.updatedAt.toISOString(),
      post: {
        ...post,
        title: "Scheduled Revision",
        content: "Edited after publishing.",
        status: "published",
        publishAt: at.toISOString(),
      },
    });
    expect((await revisions("blog", "scheduled-revision")).map((r) => r.action)).toEqual([
      "create",
      "publish",
      "update",
    ]);
  });

  it("a bulk Publish gives each post it changed a revision; a refused one gives none", async () => {
    for (const title of ["Bulk Revision A", "Bulk Revision B"])
      await createBlogPostAction.withDeps(deps())({ ...post, title });
    const ids = ["bulk-revision-a", "bulk-revision-b"];
    expect(
      await setBlogPostsStatusAction.withDeps(deps())({ ids: [...ids, "no-such-post"], status: "published" }),
    ).toMatchObject({ ok: false, code: "not-found" });
    for (const id of ids) expect((await revisions("blog", id)).map((r) => r.action)).toEqual(["create"]);
    expect(await setBlogPostsStatusAction.withDeps(deps())({ ids, status: "published" })).toMatchObject({ ok: true });
    for (const id of ids) {
      const list = await revisions("blog", id);
      expect(list.map((r) => [r.action, r.author, r.changed])).toEqual([
        ["create", "owner@test.dev", []],
        ["update", "owner@test.dev", ["status", "publishAt"]],
      ]);
      expect(list[1].snapshot).toEqual(
        blogSnapshot(await database.prisma.blogPost.findUniqueOrThrow({ where: { id } })),
      );
    }
  });
});

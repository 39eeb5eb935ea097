import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminDeps } from "@/lib/admin/action";
import {
  deleteBlogPostAction,
  deleteProjectAction,
  deleteProjectsAction,
  restoreFromTrashAction,
} from "../support/content-actions";
import { createProjectAction } from "../support/content-actions";
import { runRetention } from "@/lib/retention/run";
import { projectTags } from "../support/content-actions";
import { seedBuiltInContent } from "@/lib/seed";
import { DATABASE_KINDS, freshDatabase, type TestDatabase } from "../support/database";

const DAY = 86_400_000;

describe.each(DATABASE_KINDS)("deletes go to a trash kept 30 days on %s", (kind) => {
  let database: TestDatabase;
  const revalidated: string[][] = [];
  const deps = (): AdminDeps => ({
    getSession: async () => ({ email: "owner@test.dev", role: "owner" as const }),
    prisma: async () => database.prisma,
    revalidate: (t) => revalidated.push(t),
  });
  const trashIds = (result: unknown) => (result as { ok: true; data: { trashIds: string[] } }).data.trashIds;

  beforeAll(async () => {
    database = await freshDatabase(kind);
    await seedBuiltInContent(database.prisma);
  }, 240_000);
  afterAll(async () => {
    await database?.close();
  });

  it("a deleted project leaves the site and comes back exactly as it was with Undo", async () => {
    const before = await database.prisma.project.findFirstOrThrow({ orderBy: { id: "asc" } });
    const deleted = await deleteProjectAction.withDeps(deps())({ id: before.id });
    expect(deleted).toMatchObject({ ok: true });
    expect(await database.prisma.project.findUnique({ where: { id: before.id } })).toBeNull();
    expect(revalidated.at(-1)).toEqual(projectTags(before.id));
    const [item] = await database.prisma.trashItem.findMany();
    expect(item).toMatchObject({
      entity: "project",
      entityId: before.id,
      title: before.title,
      deletedBy: "owner@test.dev",
    });

    expect(await restoreFromTrashAction.withDeps(deps())({ ids: trashIds(deleted) })).toEqual({
      ok: true,
      data: { restored: [before.title] },
    });
    const after = await database.prisma.project.findUniqueOrThrow({ where: { id: before.id } });
    expect(after).toEqual(before);
    expect(await database.prisma.trashItem.count()).toBe(0);
    expect(revalidated.at(-1)).toEqual(projectTags(before.id));
  });

  it("a bulk delete is all or none; a blog post restores too", async () => {
    const [a, b] = await database.prisma.project.findMany({ orderBy: { id: "asc" }, take: 2 });
    const count = await database.prisma.project.count();
    expect(await deleteProjectsAction.withDeps(deps())({ ids: [a.id, "no-such-project"] })).toMatchObject({
      ok: false,
      code: "not-found",
    });
    expect(await database.prisma.project.count()).toBe(count);
    expect(await database.prisma.trashItem.count()).toBe(0);
    const bulk = await deleteProjectsAction.withDeps(deps())({ ids: [a.id, b.id] });
    expect(trashIds(bulk)).toHaveLength(2);
    expect(await database.prisma.project.count()).toBe(count - 2);
    await restoreFromTrashAction.withDeps(deps())({ ids: trashIds(bulk) });
    expect(await database.prisma.project.count()).toBe(count);

    const post = await database.prisma.blogPost.findFirstOrThrow();
    const gone = await deleteBlogPostAction.withDeps(deps())({ id: post.id });
    expect(await database.prisma.blogPost.findUnique({ where: { id: post.id } })).toBeNull();
    await restoreFromTrashAction.withDeps(deps())({ ids: trashIds(gone) });
    expect(await database.prisma.blogPost.findUniqueOrThrow({ where: { id: post.id } })).toEqual(post);
  });

  it("restore refuses, changing nothing, when the address is taken again", async () => {
    const created = await createProjectAction.withDeps(deps())({
      title: "Trash Twin",
      description: "d",
      serviceId: "saas",
    });
    expect(created).toEqual({ ok: true, data: { id: "trash-twin" } });
    const deleted = await deleteProjectAction.withDeps(deps())({ id: "trash-twin" });
    await createProjectAction.withDeps(deps())({ title: "Trash Twin", description: "the new one", serviceId: "saas" });
    const refused = await restoreFromTrashAction.withDeps(deps())({ ids: trashIds(deleted) });
    expect(refused).toEqual({
      ok: false,
      code: "stale",
      error: '"Trash Twin" cannot be restored: its address (trash-twin) is used by another item now.',
    });
    expect((await database.prisma.project.findUniqueOrThrow({ where: { id: "trash-twin" } })).description).toBe(
      "the new one",
    );
    expect(await database.prisma.trashItem.count()).toBe(1);
  });

  it("the retention job removes what was deleted more than 30 days ago, and keeps the rest", async () => {
    await database.prisma.trashItem.deleteMany();
    const now = new Date("2026-11-25T12:00:00Z");
    await database.prisma.trashItem.createMany({
      data: [31, 29].map((d) => ({
        entity: "project",
        entityId: `old-${d}`,
        title: `${d} days`,
        snapshot: {},
        deletedBy: "o",
        deletedAt: new Date(now.getTime() - d * DAY),
      })),
    });
    const report = await runRetention(database.prisma, now, {});
    expect(report).toMatchObject({ trashItems: 1 });
    expect((await database.prisma.trashItem.findMany()).map((i) => i.title)).toEqual(["29 days"]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminDeps } from "@/lib/admin/action";
import * as blogActions from "../support/content-actions";
import * as redirectActions from "@/lib/redirects/actions/redirect";
import { REDIRECT_LOOP_MESSAGE, LIVE_PAGE_MESSAGE, resolveRedirect } from "@/lib/redirects/rules";
import { SLUG_TAKEN_MESSAGE } from "@/lib/redirects/slug";
import { loadRedirectMap } from "@/lib/redirects/store";
import { slugAvailability } from "@/lib/collections/slug-availability";
import { DATABASE_KINDS, freshDatabase, type TestDatabase } from "../support/database";

const post = {
  title: "Path A",
  content: "Body",
  authorName: "Ada",
  publishedAt: "2026-01-01T00:00:00.000Z",
  status: "published",
};

describe.each(DATABASE_KINDS)("slugs and redirects on %s", (kind) => {
  let database: TestDatabase;
  const revalidated: string[] = [];
  const deps = (): AdminDeps => ({
    getSession: async () => ({ email: "owner@test.dev", role: "owner" as const }),
    prisma: async () => database.prisma,
    revalidate: (t) => revalidated.push(...t),
  });
  const map = () => database.prisma.$transaction((tx) => loadRedirectMap(tx));
  const rename = async (from: string, to: string) => {
    const row = await database.prisma.blogPost.findUniqueOrThrow({ where: { id: from } });
    return blogActions.updateBlogPostAction.withDeps(deps())({
      id: from,
      openedAt: row.updatedAt.toISOString(),
      slug: to,
      post,
    });
  };

  beforeAll(async () => {
    database = await freshDatabase(kind);
  }, 240_000);
  afterAll(async () => {
    await database?.close();
  });

  it("renames collapse into one hop: a → b → c answers a → c and b → c", async () => {
    expect(await blogActions.createBlogPostAction.withDeps(deps())({ ...post, slug: "path-a" })).toMatchObject({
      ok: true,
      data: { id: "path-a" },
    });
    expect(await rename("path-a", "path-b")).toMatchObject({ ok: true, data: { id: "path-b" } });
    expect(await rename("path-b", "path-c")).toMatchObject({ ok: true, data: { id: "path-c" } });
    expect(await map()).toEqual({ "/blog/path-a": "/blog/path-c", "/blog/path-b": "/blog/path-c" });
    expect(revalidated).toEqual(expect.arrayContaining(["redirects", "blog:path-a", "blog:path-b", "blog:path-c"]));
    expect(await database.prisma.auditLog.count({ where: { entity: "blog", action: "update" } })).toBe(2);
  });

  it("taking an old address back makes it live again: its redirect goes, the others lead to it", async () => {
    expect(await rename("path-c", "path-a")).toMatchObject({ ok: true });
    expect(await map()).toEqual({ "/blog/path-b": "/blog/path-a", "/blog/path-c": "/blog/path-a" });
  });

  it("a slug already used is refused, as you type and on save, and nothing changes", async () => {
    await blogActions.createBlogPostAction.withDeps(deps())({ ...post, title: "Other" });
    expect(await slugAvailability(database.prisma, "blog", "other", "path-a")).toMatchObject({ available: false });
    expect(await slugAvailability(database.prisma, "blog", "path-a", "path-a")).toMatchObject({ available: true });
    expect(await slugAvailability(database.prisma, "blog", "Not A Slug!", "path-a")).toMatchObject({
      available: false,
    });
    const before = await map();
    expect(await rename("path-a", "other")).toMatchObject({ ok: false, code: "invalid", error: SLUG_TAKEN_MESSAGE });
    expect(await blogActions.createBlogPostAction.withDeps(deps())({ ...post, slug: "other" })).toMatchObject({
      ok: false,
      error: SLUG_TAKEN_MESSAGE,
    });
    expect(await map()).toEqual(before);
    expect(await database.prisma.blogPost.count({ where: { id: "path-a" } })).toBe(1);
  });

  it("manual redirects: any path to a path or URL, chains collapsed, loops and live pages refused, delete", async () => {
    const add = redirectActions.addRedirectAction.withDeps(deps());
    expect(await add({ fromPath: "/old/offer/", toPath: "/blog/path-c" })).toMatchObject({ ok: true });
    expect((await map())["/old/offer"]).toBe("/blog/path-a");
    expect(await add({ fromPath: "/older", toPath: "/old/offer" })).toMatchObject({ ok: true });
    expect((await map())["/older"]).toBe("/blog/path-a");
    expect(await add({ fromPath: "/away", toPath: "https://example.com/x" })).toMatchObject({ ok: true });

    const before = await map();
    expect(await add({ fromPath: "/blog/path-a", toPath: "/older" })).toMatchObject({
      ok: false,
      code: "invalid",
      error: REDIRECT_LOOP_MESSAGE,
    });
    expect(await add({ fromPath: "/x", toPath: "/x" })).toMatchObject({ ok: false, code: "invalid" });
    expect(await add({ fromPath: "/web-apps", toPath: "/elsewhere" })).toMatchObject({
      ok: false,
      error: LIVE_PAGE_MESSAGE,
    });
    expect(await add({ fromPath: "/ok", toPath: "javascript:alert(1)" })).toMatchObject({ ok: false, code: "invalid" });
    expect(await map()).toEqual(before);
    for (const from of Object.keys(before)) expect(resolveRedirect(before, from)).toBe(before[from]);

    const row = await database.prisma.redirect.findUniqueOrThrow({ where: { fromPath: "/away" } });
    expect(await redirectActions.deleteRedirectAction.withDeps(deps())({ id: row.id })).toMatchObject({ ok: true });
    expect((await map())["/away"]).toBeUndefined();
  });
});

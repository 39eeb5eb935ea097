import { describe, expect, it } from "vitest";
import { builtInBlogList } from "@/lib/blog/built-in";
import {
  categoriesOf,
  filterPosts,
  formatPostDate,
  newestFirst,
  relatedPosts,
  RELATED_POSTS_LIMIT,
} from "@/lib/blog/rules";

const post = (id: string, category: string | undefined, date = "2025-01-01", tags: string[] = []) => ({
  id,
  category,
  publishedAt: new Date(date),
  tags,
});

describe("related posts", () => {
  const all = [
    post("a", "SaaS"),
    post("b", "SaaS"),
    post("c", "Web"),
    post("d", "SaaS"),
    post("e", "SaaS"),
    post("f", "SaaS"),
  ];

  it("are of the same category first, never the post itself, at most 3", () => {
    const related = relatedPosts(all[0], all);
    expect(RELATED_POSTS_LIMIT).toBe(3);
    expect(related.map((p) => p.id)).toEqual(["b", "d", "e"]);
  });

  it("fill up with the posts sharing most tags, then the newest, so every article offers three", () => {
    const posts = [
      post("me", "Voice", "2025-06-01", ["AI", "Voice", "Latency"]),
      post("same", "Voice", "2024-01-01"),
      post("two-tags", "Web", "2023-01-01", ["ai", "latency"]),
      post("one-tag", "Web", "2026-01-01", ["Voice"]),
      post("newest", "Web", "2026-05-01"),
      post("older", "Web", "2022-01-01"),
    ];
    expect(relatedPosts(posts[0], posts).map((p) => p.id)).toEqual(["same", "two-tags", "one-tag"]);
    expect(relatedPosts(posts[4], posts).map((p) => p.id)).toEqual(["two-tags", "one-tag", "older"]);
    expect(relatedPosts(posts[1], posts).map((p) => p.id)).toEqual(["me", "newest", "one-tag"]);
    expect(
      relatedPosts(post("x", undefined), [
        post("x", undefined),
        post("y", undefined, "2020-01-01"),
        post("z", "A", "2021-01-01"),
      ]).map((p) => p.id),
    ).toEqual(["z", "y"]);
  });

  it("every built-in article offers three", () => {
    const posts = builtInBlogList();
    for (const p of posts) expect(relatedPosts(p, posts), p.id).toHaveLength(3);
  });

  it("exclude a duplicate of the same id", () => {
    expect(relatedPosts(all[0], [all[0], { ...all[0] }, all[1]]).map((p) => p.id)).toEqual(["b"]);
  });
});

describe("blog list rules", () => {
  it("sorts newest first without changing the input", () => {
    const input = [post("old", "A", "2024-01-01"), post("new", "A", "2026-01-01"), post("mid", "A", "2025-01-01")];
    expect(newestFirst(input).map((p) => p.id)).toEqual(["new", "mid", "old"]);
    expect(input[0].id).toBe("old");
  });

  it("filters by category and by tag (case-insensitive)", () => {
    const posts = [
      post("a", "SaaS", undefined, ["Pricing"]),
      post("b", "Web", undefined, ["pricing", "Next.js"]),
      post("c", "Web"),
    ];
    expect(filterPosts(posts, { category: "Web" }).map((p) => p.id)).toEqual(["b", "c"]);
    expect(filterPosts(posts, { tag: "PRICING" }).map((p) => p.id)).toEqual(["a", "b"]);
    expect(filterPosts(posts, { category: "Web", tag: "pricing" }).map((p) => p.id)).toEqual(["b"]);
    expect(filterPosts(posts, {})).toHaveLength(3);
  });

  it("lists the categories of the built-in posts, one per post", () => {
    const builtIn = builtInBlogList();
    expect(builtIn).toHaveLength(6);
    expect(categoriesOf(builtIn)).toHaveLength(6);
  });

  it("formats dates in UTC", () => {
    expect(formatPostDate(new Date("2026-06-09T23:30:00.000Z"))).toBe("June 9, 2026");
  });
});

import type { BlogPost } from "./schema";

/** Related articles: at most 3 (spec 001 §9). */
export const RELATED_POSTS_LIMIT = 3;
/** Tags shown on a blog list card: at most 2 (spec 001 §9). */
export const LIST_TAGS_LIMIT = 2;

type Dated = Pick<BlogPost, "id" | "publishedAt">;

/** Posts sorted newest first (by publish date, then id for a stable order); the input is not changed. */
export function newestFirst<T extends Dated>(posts: readonly T[]): T[] {
  return [...posts].sort((a, b) => b.publishedAt.getTime() - a.publishedAt.getTime() || a.id.localeCompare(b.id));
}

/** Related posts (spec 001 §5): same category, different id, at most 3, in the given order. None without a category. */
export function relatedPosts<T extends { id: string; category?: string | null }>(post: T, all: readonly T[],
  limit = RELATED_POSTS_LIMIT): T[] {
  if (!post.category) return [];
  return all.filter((other) => other.id !== post.id && other.category === post.category).slice(0, limit);
}

/** The categories present in a list of posts, in first-seen order. */
export function categoriesOf(posts: readonly { category?: string | null }[]): string[] {
  return [...new Set(posts.map((p) => p.category).filter((c): c is string => Boolean(c)))];
}

export interface BlogFilter { category?: string; tag?: string }

/** The posts a list filter selects: matching category and tag (tag compared case-insensitively). */
export function filterPosts<T extends { category?: string | null; tags: readonly string[] }>(posts: readonly T[], filter: BlogFilter): T[] {
  const tag = filter.tag?.trim().toLowerCase();
  return posts.filter((post) =>
    (!filter.category || post.category === filter.category) &&
    (!tag || post.tags.some((t) => t.toLowerCase() === tag)));
}

/** The public path of a post. */
export const blogPath = (id: string) => `/blog/${encodeURIComponent(id)}`;

/** "June 9, 2026" (UTC, so server and browser agree). */
export function formatPostDate(date: Date): string {
  return date.toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
}

import type { BlogPost } from "./schema";

/** Related articles: at most 3. */
export const RELATED_POSTS_LIMIT = 3;
/** Tags shown on a blog list card: at most 2. */
export const LIST_TAGS_LIMIT = 2;

type Dated = Pick<BlogPost, "id" | "publishedAt">;

/** Posts sorted newest first (by publish date, then id for a stable order); the input is not changed. */
export function newestFirst<T extends Dated>(posts: readonly T[]): T[] {
  return [...posts].sort((a, b) => b.publishedAt.getTime() - a.publishedAt.getTime() || a.id.localeCompare(b.id));
}

type Relatable = { id: string; category?: string | null; tags?: readonly string[]; publishedAt?: Date };

/** Related posts, at most 3: first the other posts of the same category (in the given order), then the posts sharing
 *  most tags (ties: newest first), then the newest others, so every article offers further reading. */
export function relatedPosts<T extends Relatable>(post: T, all: readonly T[], limit = RELATED_POSTS_LIMIT): T[] {
  const others = [...new Map(all.filter((other) => other.id !== post.id).map((other) => [other.id, other])).values()];
  const sameCategory = post.category ? others.filter((other) => other.category === post.category) : [];
  const tags = new Set((post.tags ?? []).map((tag) => tag.toLowerCase()));
  const shared = (other: T) => (other.tags ?? []).filter((tag) => tags.has(tag.toLowerCase())).length;
  const time = (other: T) => other.publishedAt?.getTime() ?? 0;
  const rest = others.filter((other) => !sameCategory.includes(other));
  const byTags = rest.filter((other) => shared(other) > 0).sort((a, b) => shared(b) - shared(a) || time(b) - time(a));
  const newest = rest.filter((other) => shared(other) === 0).sort((a, b) => time(b) - time(a));
  return [...sameCategory, ...byTags, ...newest].slice(0, limit);
}

/** The categories present in a list of posts, in first-seen order. */
export function categoriesOf(posts: readonly { category?: string | null }[]): string[] {
  return [...new Set(posts.map((p) => p.category).filter((c): c is string => Boolean(c)))];
}

export interface BlogFilter {
  category?: string;
  tag?: string;
}

/** The posts a list filter selects: matching category and tag (tag compared case-insensitively). */
export function filterPosts<T extends { category?: string | null; tags: readonly string[] }>(
  posts: readonly T[],
  filter: BlogFilter,
): T[] {
  const tag = filter.tag?.trim().toLowerCase();
  return posts.filter(
    (post) =>
      (!filter.category || post.category === filter.category) &&
      (!tag || post.tags.some((t) => t.toLowerCase() === tag)),
  );
}

/** The public path of a post. */
export { blogPath } from "@/lib/paths";

/** "June 9, 2026" (UTC, so server and browser agree). */
export function formatPostDate(date: Date): string {
  return date.toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
}

/** A post's summary for feeds and search results: its excerpt, or when it has none the start of its body as plain
 *  text (markup dropped), cut at a word near `max` characters. */
export function summaryOf(post: { excerpt?: string | null; content?: string | null }, max = 200): string {
  const excerpt = post.excerpt?.trim();
  if (excerpt) return excerpt;
  const text = (post.content ?? "")
    .replace(/<[^>]*>/g, " ")
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/[#>*_`~|]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), max * 0.6)).trimEnd()}…`;
}

import "server-only";
import { inTransaction, type Db } from "@/lib/db/transaction";
import { notFound, stale } from "@/lib/results/stale";
import { slugify, uniqueSlug } from "@/lib/slug";
import { tags } from "@/lib/cache-tags";
import { AdminActionError } from "@/lib/results/action-result";
import { SLUG_TAKEN_MESSAGE } from "@/lib/redirects/slug";
import { forgetRedirectFrom, moveItem } from "@/lib/redirects/store";
import { blogPath } from "@/lib/paths";
import { afterPublishingChange, checkPublishing } from "@/lib/publishing/guard";
import { toBlogColumns } from "./mapping";
import { readingTimeFor } from "@/content/blog/reading-time";
import type { BlogData } from "./schema";

/** A post's columns as the admin saves them: its reading time computed from its body, never typed. */
const savedColumns = (data: BlogData) => ({ ...toBlogColumns(data), readingTime: readingTimeFor(data.content) });

export const BLOG_NOT_FOUND = "The blog post you're trying to edit doesn't exist.";

/** Cache tags a change to this post expires (blog list, the article, home, sitemap, RSS). */
export const blogTags = (id: string) => [tags.blog, tags.blogPost(id), tags.redirects];

/** Creates an item at the slug typed (refused when taken), or at a unique slug of its title (suffix -2, -3 …); an
 *  old redirect from that address gives way to the item. */
export async function createBlogPost(prisma: Db, data: BlogData, slug?: string) {
  const base = slug ?? slugify(data.title, "post");
  checkPublishing(data);
  const row = await inTransaction(prisma, async (tx) => {
    const rows = await tx.blogPost.findMany({ where: { id: { startsWith: base } }, select: { id: true } });
    const taken = new Set(rows.map((r) => r.id));
    if (slug && taken.has(slug)) throw new AdminActionError(SLUG_TAKEN_MESSAGE, "invalid");
    const id = uniqueSlug(base, taken);
    await forgetRedirectFrom(tx, blogPath(id));
    return tx.blogPost.create({ data: { id, ...savedColumns(data) } });
  });
  afterPublishingChange("blog", row.id, data);
  return row;
}

/** Updates an item opened at `openedAt`; refuses (stale) when it changed since, never overwriting silently. A new
 *  `slug` renames it (its id is its address): unique, and its old address redirects to the new one for ever. */
export async function updateBlogPost(prisma: Db, id: string, data: BlogData, openedAt: Date | string, slug = id) {
  checkPublishing(data);
  const row = await inTransaction(prisma, async (tx) => {
    if (slug !== id && await tx.blogPost.findUnique({ where: { id: slug }, select: { id: true } })) {
      throw new AdminActionError(SLUG_TAKEN_MESSAGE, "invalid");
    }
    const { count } = await tx.blogPost.updateMany({ where: { id, updatedAt: new Date(openedAt) }, data: { ...savedColumns(data), id: slug } });
    if (count === 0) throw (await tx.blogPost.findUnique({ where: { id }, select: { id: true } })) ? stale() : notFound(BLOG_NOT_FOUND);
    if (slug !== id) await moveItem(tx, blogPath(id), blogPath(slug));
    return tx.blogPost.findUniqueOrThrow({ where: { id: slug } });
  });
  afterPublishingChange("blog", id, slug === id ? data : null);
  if (slug !== id) afterPublishingChange("blog", slug, data);
  return row;
}

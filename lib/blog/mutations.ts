import "server-only";
import { inTransaction, type Db } from "@/lib/db/transaction";
import { notFound, stale } from "@/lib/results/stale";
import { slugify, uniqueSlug } from "@/lib/slug";
import { tags } from "@/lib/cache-tags";
import { toBlogColumns } from "./mapping";
import type { BlogData } from "./schema";

export const BLOG_NOT_FOUND = "The blog post you're trying to edit doesn't exist.";

/** Cache tags a change to this post expires (blog list, the article, home, sitemap, RSS). */
export const blogTags = (id: string) => [tags.blog, tags.blogPost(id)];

/** Creates a post; its id is a unique slug of the title, never changed. The publish date is stored as a full
 *  timestamp (ISO on the wire). */
export async function createBlogPost(prisma: Db, data: BlogData) {
  const base = slugify(data.title, "post");
  return inTransaction(prisma, async (tx) => {
    const rows = await tx.blogPost.findMany({ where: { id: { startsWith: base } }, select: { id: true } });
    const id = uniqueSlug(base, new Set(rows.map((r) => r.id)));
    return tx.blogPost.create({ data: { id, ...toBlogColumns(data) } });
  });
}

/** Updates a post opened at `openedAt`; refuses (stale) when it changed since. */
export async function updateBlogPost(prisma: Db, id: string, data: BlogData, openedAt: Date | string) {
  return inTransaction(prisma, async (tx) => {
    const { count } = await tx.blogPost.updateMany({ where: { id, updatedAt: new Date(openedAt) }, data: toBlogColumns(data) });
    const row = await tx.blogPost.findUnique({ where: { id } });
    if (!row) throw notFound(BLOG_NOT_FOUND);
    if (count === 0) throw stale();
    return row;
  });
}

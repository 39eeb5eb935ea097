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
import { BLOG_REVISION_FIELDS } from "./revision-fields";
import { blogSnapshot } from "./codec";
import { toBlogColumns } from "./mapping";
import { readingTimeFor } from "@/content/blog/reading-time";
import { recordSave, forgetRevisions, type SaveBy } from "@/lib/revisions/store";
import type { BlogData } from "./schema";

/** A post's columns as the admin saves them: its reading time computed from its body, never typed. */
const savedColumns = (data: BlogData) => ({ ...toBlogColumns(data), readingTime: readingTimeFor(data.content) });

export const BLOG_NOT_FOUND = "The blog post you're trying to edit doesn't exist.";

/** Cache tags a change to this post expires (blog list, the article, home, sitemap, RSS). */
export const blogTags = (id: string) => [tags.blog, tags.blogPost(id), tags.redirects];

/** Creates an item at the slug typed (refused when taken), or at a unique slug of its title (suffix -2, -3 …); an
 *  old redirect from that address gives way to the item. */
export async function createBlogPost(prisma: Db, data: BlogData, slug: string | undefined, by: SaveBy) {
  const base = slug ?? slugify(data.title, "post");
  checkPublishing(data);
  const row = await inTransaction(prisma, async (tx) => {
    const rows = await tx.blogPost.findMany({ where: { id: { startsWith: base } }, select: { id: true } });
    const taken = new Set(rows.map((r) => r.id));
    if (slug && taken.has(slug)) throw new AdminActionError(SLUG_TAKEN_MESSAGE, "invalid");
    const id = uniqueSlug(base, taken);
    await forgetRedirectFrom(tx, blogPath(id));
    await forgetRevisions(tx, "blog", id);
    const created = await tx.blogPost.create({ data: { id, ...savedColumns(data), createdById: by.userId } });
    await recordSave(tx, {
      entity: "blog",
      itemId: id,
      before: null,
      after: blogSnapshot(created),
      fields: BLOG_REVISION_FIELDS,
      by,
    });
    return created;
  });
  afterPublishingChange("blog", row.id, data);
  return row;
}

/** Updates an item opened at `openedAt`; refuses (stale) when it changed since, never overwriting silently. A new
 *  `slug` renames it (its id is its address): unique, and its old address redirects to the new one for ever. */
export async function updateBlogPost(
  prisma: Db,
  id: string,
  data: BlogData,
  openedAt: Date | string,
  slug: string | undefined,
  by: SaveBy,
) {
  const to = slug ?? id;
  checkPublishing(data);
  const row = await inTransaction(prisma, async (tx) => {
    if (to !== id && (await tx.blogPost.findUnique({ where: { id: to }, select: { id: true } }))) {
      throw new AdminActionError(SLUG_TAKEN_MESSAGE, "invalid");
    }
    const before = await tx.blogPost.findUnique({ where: { id } });
    const { count } = await tx.blogPost.updateMany({
      where: { id, updatedAt: new Date(openedAt) },
      data: { ...savedColumns(data), id: to },
    });
    if (count === 0)
      throw (await tx.blogPost.findUnique({ where: { id }, select: { id: true } }))
        ? stale()
        : notFound(BLOG_NOT_FOUND);
    if (to !== id) await moveItem(tx, blogPath(id), blogPath(to));
    const saved = await tx.blogPost.findUniqueOrThrow({ where: { id: to } });
    await recordSave(tx, {
      entity: "blog",
      itemId: to,
      previousId: id,
      before: before && blogSnapshot(before),
      after: blogSnapshot(saved),
      fields: BLOG_REVISION_FIELDS,
      by,
    });
    return saved;
  });
  afterPublishingChange("blog", id, to === id ? data : null);
  if (to !== id) afterPublishingChange("blog", to, data);
  return row;
}

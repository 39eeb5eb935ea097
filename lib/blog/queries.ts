import "server-only";
import { cacheLife, cacheTag } from "next/cache";
import { db } from "@/lib/db";
import { builtInBlogList } from "@/lib/blog/built-in";
import { tags } from "@/lib/cache-tags";
import { withTimeout } from "@/lib/timeout";
import type { Loaded } from "@/lib/projects/queries";
import { fromBlogRow } from "./mapping";
import { newestFirst } from "./rules";
import type { BlogPost } from "./schema";
import { logger } from "@/lib/log/logger";
import { metrics } from "@/lib/metrics/registry.mjs";

const log = logger("blog");

/** How long a public page waits for stored posts before it falls back to the built-in ones. */
export const BLOG_WAIT_MS = 5000;

/** Every blog post, newest first; cached until a post changes. Falls back (logged, cached briefly) to the
 *  six built-in posts when the database fails or does not answer within 5 s. */
export async function getBlogPosts(): Promise<Loaded<BlogPost[]>> {
  "use cache";
  cacheTag(tags.blog);
  metrics.cachedReadRuns.inc({ read: "blog-posts" });
  try {
    const prisma = await withTimeout(db(), BLOG_WAIT_MS);
    const rows = await withTimeout(prisma.blogPost.findMany({ orderBy: { publishedAt: "desc" } }), BLOG_WAIT_MS);
    cacheLife("content");
    return { data: newestFirst(rows.map(fromBlogRow)), source: "database" };
  } catch (error) {
    log.error({ err: error }, "database unavailable, showing the built-in posts");
    cacheLife("minutes");
    return { data: newestFirst(builtInBlogList()), source: "built-in" };
  }
}

/** One post by its slug (an old id link is the same slug), or null when there is none. When the database fails,
 *  a built-in post with that slug stands in. */
export async function getBlogPost(slug: string): Promise<Loaded<BlogPost | null>> {
  "use cache";
  cacheTag(tags.blogPost(slug), tags.blog);
  metrics.cachedReadRuns.inc({ read: "blog-post" });
  try {
    const prisma = await withTimeout(db(), BLOG_WAIT_MS);
    const row = await withTimeout(prisma.blogPost.findUnique({ where: { id: slug } }), BLOG_WAIT_MS);
    cacheLife("content");
    return { data: row ? fromBlogRow(row) : null, source: "database" };
  } catch (error) {
    log.error({ err: error, slug }, "database unavailable, looking for the built-in post");
    cacheLife("minutes");
    return { data: builtInBlogList().find((post) => post.id === slug) ?? null, source: "built-in" };
  }
}

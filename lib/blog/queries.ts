import "server-only";
import { cacheLife, cacheTag } from "next/cache";
import { db } from "@/lib/db";
import { builtInBlogList } from "@/lib/blog/built-in";
import { withTimeout } from "@/lib/timeout";
import type { Loaded } from "@/lib/projects/queries";
import { publicWhere } from "@/lib/publishing/status";
import { rememberPublic, stillPublic } from "@/lib/publishing/known-public";
import { fromBlogRow } from "./mapping";
import { newestFirst } from "./rules";
import type { BlogPost } from "./schema";
import { logger } from "@/lib/log/logger";
import { blogType } from "./type";
import { metrics } from "@/lib/metrics/registry.mjs";
import { countedRead } from "@/lib/metrics/cached-read";

const log = logger("blog");

/** How long a public page waits for stored posts before it falls back to the built-in ones. */
const BLOG_WAIT_MS = 5000;

/** Every public blog post, newest first; cached until a post changes (a scheduled one's time coming expires the
 *  tags too: lib/publishing/scheduler.ts). Falls back (logged, cached briefly) to the built-in posts the database
 *  last said were public when it fails or does not answer within 5 s. */
async function cachedBlogPosts(): Promise<Loaded<BlogPost[]>> {
  "use cache";
  cacheTag(blogType.tags.list);
  metrics.cachedReadRuns.inc({ read: "blog-posts" });
  try {
    const prisma = await withTimeout(db(), BLOG_WAIT_MS);
    const rows = await withTimeout(
      prisma.blogPost.findMany({ where: publicWhere(new Date()), orderBy: { publishedAt: "desc" } }),
      BLOG_WAIT_MS,
    );
    rememberPublic(
      "blog",
      rows.map((row) => row.id),
    );
    cacheLife("content");
    return { data: newestFirst(rows.map(fromBlogRow)), source: "database" };
  } catch (error) {
    log.error({ err: error }, "database unavailable, showing the built-in posts");
    cacheLife("minutes");
    return { data: newestFirst(stillPublic("blog", builtInBlogList())), source: "built-in" };
  }
}
export const getBlogPosts = countedRead("blog-posts", cachedBlogPosts);

/** One public post by its slug (an old id link is the same slug), or null when there is none (or it is not
 *  public). When the database fails, a built-in post with that slug stands in unless it was withdrawn. */
async function cachedBlogPost(slug: string): Promise<Loaded<BlogPost | null>> {
  "use cache";
  cacheTag(blogType.tags.item(slug), blogType.tags.list);
  metrics.cachedReadRuns.inc({ read: "blog-post" });
  try {
    const prisma = await withTimeout(db(), BLOG_WAIT_MS);
    const row = await withTimeout(
      prisma.blogPost.findFirst({ where: { id: slug, ...publicWhere(new Date()) } }),
      BLOG_WAIT_MS,
    );
    cacheLife("content");
    return { data: row ? fromBlogRow(row) : null, source: "database" };
  } catch (error) {
    log.error({ err: error, slug }, "database unavailable, looking for the built-in post");
    cacheLife("minutes");
    return {
      data: stillPublic("blog", builtInBlogList()).find((post) => post.id === slug) ?? null,
      source: "built-in",
    };
  }
}
export const getBlogPost = countedRead("blog-post", cachedBlogPost);

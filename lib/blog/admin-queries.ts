import "server-only";
import { db } from "@/lib/db";
import { fromBlogRow } from "./mapping";

/** Admin reads are never cached: they always show the database as it is now. */
export async function adminBlogPosts() {
  const rows = await (await db()).blogPost.findMany({ orderBy: { publishedAt: "desc" } });
  return rows.map(fromBlogRow);
}

export async function adminBlogPost(id: string) {
  const row = await (await db()).blogPost.findUnique({ where: { id } });
  return row ? fromBlogRow(row) : null;
}

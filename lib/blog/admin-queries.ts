import "server-only";
import { db } from "@/lib/db";
import { fromBlogRow } from "./mapping";

export async function adminBlogPost(id: string) {
  const row = await (await db()).blogPost.findUnique({ where: { id } });
  return row ? fromBlogRow(row) : null;
}

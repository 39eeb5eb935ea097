import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import type { Db } from "@/lib/db/transaction";
import { pageOf, searchAny, tableQuerySchema } from "@/lib/tables/query";

/** Blog Management's table state: search in title, excerpt, author, category and tags; sortable columns. */
export const postListSchema = tableQuerySchema(
  ["publishedAt", "title", "authorName", "readingTime"] as const,
  "publishedAt",
);
type PostListQuery = ReturnType<typeof postListSchema.parse>;

export function postsPage(prisma: Db, query: PostListQuery) {
  const where: Prisma.BlogPostWhereInput = query.q
    ? {
        OR: [
          ...(searchAny(query.q, ["title", "excerpt", "authorName", "category", "id"] as const).OR ?? []),
          { tags: { has: query.q } },
        ],
      }
    : {};
  // Every sortable column is required, so no null ordering (Prisma refuses `nulls` on a required column).
  const orderBy: Prisma.BlogPostOrderByWithRelationInput[] = [{ [query.sort]: query.dir }, { id: "asc" }];
  return pageOf(
    query,
    () => prisma.blogPost.count({ where }),
    (skip, take) =>
      prisma.blogPost.findMany({
        where,
        orderBy,
        skip,
        take,
        select: {
          id: true,
          title: true,
          status: true,
          publishAt: true,
          authorName: true,
          publishedAt: true,
          readingTime: true,
          tags: true,
        },
      }),
  );
}

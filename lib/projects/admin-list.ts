import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import type { Db } from "@/lib/db/transaction";
import { pageOf, searchAny, tableQuerySchema } from "@/lib/tables/query";

/** Portfolio Management's table state: search in title, client, description and technologies; sortable columns. */
export const projectListSchema = tableQuerySchema(["createdAt", "title", "client", "serviceId"] as const, "createdAt");
type ProjectListQuery = ReturnType<typeof projectListSchema.parse>;

/** One page of projects for the admin table (only the columns the table shows). */
export function projectsPage(prisma: Db, query: ProjectListQuery) {
  const where: Prisma.ProjectWhereInput = query.q
    ? {
        OR: [
          ...(searchAny(query.q, ["title", "client", "description", "id"] as const).OR ?? []),
          { technologies: { has: query.q } },
        ],
      }
    : {};
  // Only the client may be empty (listed last); Prisma refuses `nulls` on a required column.
  const by =
    query.sort === "client" ? { client: { sort: query.dir, nulls: "last" as const } } : { [query.sort]: query.dir };
  const orderBy: Prisma.ProjectOrderByWithRelationInput[] = [by, { id: "asc" }];
  return pageOf(
    query,
    () => prisma.project.count({ where }),
    (skip, take) =>
      prisma.project.findMany({
        where,
        orderBy,
        skip,
        take,
        select: {
          id: true,
          title: true,
          status: true,
          publishAt: true,
          client: true,
          serviceId: true,
          technologies: true,
          createdAt: true,
        },
      }),
  );
}

import "server-only";
import type { Db } from "@/lib/db/transaction";
import { pageOf, searchAny, tableQuerySchema } from "@/lib/tables/query";
import type { AnyContentType } from "./type";

/** A type's admin list state (search, sort, page) as its URL holds it. */
export const adminListSchema = (type: AnyContentType) => tableQuerySchema(type.admin.sorts, type.admin.sorts[0]);

type ListQuery = ReturnType<ReturnType<typeof adminListSchema>["parse"]>;

/** One page of a type's items for its admin list: only the columns the list shows. The search looks in the type's
 *  text fields (contains, any case) and its list fields (an exact entry: a tag). */
export function adminPage(prisma: Db, type: AnyContentType, query: ListQuery) {
  const { admin } = type;
  const where = query.q
    ? {
        OR: [
          ...(searchAny(query.q, admin.searchFields).OR ?? []),
          ...(admin.arrayFields ?? []).map((field) => ({ [field]: { has: query.q } })),
        ],
      }
    : {};
  // Only a nullable column may order its blanks (last); Prisma refuses `nulls` on a required one.
  const by = admin.nullableSorts?.includes(query.sort)
    ? { [query.sort]: { sort: query.dir, nulls: "last" } }
    : { [query.sort]: query.dir };
  const select = Object.fromEntries(
    ["id", "title", "status", "publishAt", "createdById", ...admin.listFields].map((field) => [field, true]),
  );
  const table = type.store.table(prisma);
  return pageOf(
    query,
    () => table.count({ where }),
    (skip, take) => table.findMany({ where, orderBy: [by, { id: "asc" }], skip, take, select }),
  );
}

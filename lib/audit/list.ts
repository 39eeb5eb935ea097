import "server-only";
import type { Db } from "@/lib/db/transaction";
import { pageOf, searchAny, tableQuerySchema } from "@/lib/tables/query";

/** The audit log's table state: search in who, what and which item; sortable columns. */
export const auditListSchema = tableQuerySchema(["createdAt", "actorEmail", "action", "entity"] as const, "createdAt");
type AuditListQuery = ReturnType<typeof auditListSchema.parse>;

export function auditPage(prisma: Db, query: AuditListQuery) {
  const where = searchAny(query.q, ["actorEmail", "action", "entity", "entityId"] as const);
  return pageOf(
    query,
    () => prisma.auditLog.count({ where }),
    (skip, take) =>
      prisma.auditLog.findMany({
        where,
        orderBy: [{ [query.sort]: query.dir }, { createdAt: "desc" }, { id: "asc" }],
        skip,
        take,
      }),
  );
}

import "server-only";
import type { Db } from "@/lib/db/transaction";
import { text } from "@/lib/validation";
import { pageOf, searchAny, tableQuerySchema } from "@/lib/tables/query";

/** The audit log's table state: search in who, what and which item; sortable columns; the person who acted (their
 *  e-mail, as every entry names them). */
export const auditListSchema = tableQuerySchema(
  ["createdAt", "actorEmail", "action", "entity"] as const,
  "createdAt",
).extend({ actor: text().trim().max(254, "Choose a person of the list.").optional() });
type AuditListQuery = ReturnType<typeof auditListSchema.parse>;

export function auditPage(prisma: Db, query: AuditListQuery) {
  const where = {
    ...searchAny(query.q, ["actorEmail", "action", "entity", "entityId"] as const),
    ...(query.actor ? { actorEmail: query.actor } : {}),
  };
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

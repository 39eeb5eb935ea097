import "server-only";
import type { Db } from "@/lib/db/transaction";
import { text } from "@/lib/validation";
import { pageOf, searchAny, tableQuerySchema } from "@/lib/tables/query";
import { contentTypes } from "@/lib/content-types";
import { peopleByEmail } from "@/lib/team/queries";
import { auditWords, type AuditEntry, type AuditWords } from "./sentence";

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
    async (skip, take) =>
      described(
        prisma,
        await prisma.auditLog.findMany({
          where,
          orderBy: [{ [query.sort]: query.dir }, { createdAt: "desc" }, { id: "asc" }],
          skip,
          take,
        }),
      ),
  );
}

/** The entries as the owner reads them: who (by name) and what ("published the project “FitPulse”"), with the titles
 *  of the content items they name read in one query per content type. */
export async function described<E extends AuditEntry>(prisma: Db, entries: E[]): Promise<(E & AuditWords)[]> {
  const titles = new Map<string, string>();
  const [people] = await Promise.all([
    peopleByEmail(prisma),
    ...contentTypes.map(async (type) => {
      const ids = [...new Set(entries.filter((e) => e.entity === type.name && e.entityId).map((e) => e.entityId!))];
      if (ids.length === 0) return;
      for (const item of await type.store.findMany(prisma, ids)) titles.set(`${type.name}:${item.id}`, item.title);
    }),
  ]);
  return entries.map((e) => ({
    ...e,
    ...auditWords({ ...e, title: titles.get(`${e.entity}:${e.entityId}`) }, people),
  }));
}

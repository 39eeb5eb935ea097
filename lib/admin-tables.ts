import "server-only";
import type { z } from "zod";
import type { Db } from "@/lib/db/transaction";
import { paramsObject, type TablePage } from "@/lib/tables/query";
import { leadQuerySchema, leadsPage } from "@/lib/leads/inbox-query";
import { auditListSchema, auditPage } from "@/lib/audit/list";
import { adminListSchema, adminPage } from "@/lib/content/admin-list";
import { contentTypes } from "@/lib/content-types";
import type { TablePageJson } from "@/lib/tables/names";
import type { Permission } from "@/lib/access/permissions";

interface TableSource {
  schema: z.ZodType;
  page: (prisma: Db, query: never) => Promise<TablePage<unknown>>;
}

/** Every admin table the browser pages through, by its name: each content type's list (by the type's name), the
 *  leads and the audit log; its URL state schema and its page read. */
const ADMIN_TABLES: Record<string, TableSource> = {
  ...Object.fromEntries(
    contentTypes.map((type) => [
      type.name,
      { schema: adminListSchema(type), page: (prisma: Db, query: never) => adminPage(prisma, type, query) },
    ]),
  ),
  leads: { schema: leadQuerySchema, page: leadsPage },
  audit: { schema: auditListSchema, page: auditPage },
};

export const isAdminTable = (name: string) => Object.hasOwn(ADMIN_TABLES, name);

/** The permission of the tables route for its parameter: leads and the audit log hold personal data; each content
 *  type's list is content (an unknown table answers 404 to any signed-in role). */
export const tablePermission = ({ table }: { table: string }): Permission =>
  table === "leads" ? "leads.read" : table === "audit" ? "audit.read" : "content.read";

export type TableRead = { ok: true; page: TablePage<unknown> & { at: number } } | { ok: false; error: string };

/** Reads one page of a table for URL parameters, stamped with the time the read began; parameters that do not parse
 *  answer with the first message. */
export async function readTable(prisma: Db, name: string, params: Record<string, string>): Promise<TableRead> {
  const source = ADMIN_TABLES[name];
  if (!source) return { ok: false, error: "There is no such table." };
  const parsed = source.schema.safeParse(params);
  if (!parsed.success) return { ok: false, error: parsed.error.issues[0]?.message ?? "This filter is not valid." };
  const at = Date.now();
  return { ok: true, page: { ...(await source.page(prisma, parsed.data as never)), at } };
}

type SearchParams = Record<string, string | string[] | undefined>;

/** The first page a table's server page renders for its URL, as the JSON the table's route would answer (so the
 *  browser shows rows before any fetch); null when the URL's state does not parse (the table then shows why). */
export async function initialTable<Row>(prisma: Db, name: string, searchParams: SearchParams) {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(searchParams)) for (const v of [value ?? []].flat()) query.append(key, v);
  const read = await readTable(prisma, name, paramsObject(searchParams));
  return {
    query: query.toString(),
    data: read.ok ? (JSON.parse(JSON.stringify(read.page)) as TablePageJson<Row>) : null,
  };
}

import "server-only";
import type { z } from "zod";
import type { Db } from "@/lib/db/transaction";
import { paramsObject, type TablePage } from "@/lib/tables/query";
import { leadQuerySchema, leadsPage } from "@/lib/leads/inbox-query";
import { projectListSchema, projectsPage } from "@/lib/projects/admin-list";
import { postListSchema, postsPage } from "@/lib/blog/admin-list";
import { auditListSchema, auditPage } from "@/lib/audit/list";
import { isAdminTable, type AdminTableName, type TablePageJson } from "@/lib/tables/names";
import type { Permission } from "@/lib/access/permissions";

interface TableSource {
  schema: z.ZodType;
  page: (prisma: Db, query: never) => Promise<TablePage<unknown>>;
}

/** Every admin table the browser pages through: its URL state schema and its page read. */
export const ADMIN_TABLES: Record<AdminTableName, TableSource> = {
  leads: { schema: leadQuerySchema, page: leadsPage },
  projects: { schema: projectListSchema, page: projectsPage },
  posts: { schema: postListSchema, page: postsPage },
  audit: { schema: auditListSchema, page: auditPage },
};

/** What reading each table needs: leads and the audit log hold personal data. */
const TABLE_PERMISSIONS: Record<AdminTableName, Permission> = {
  leads: "leads.read",
  projects: "content.read",
  posts: "content.read",
  audit: "audit.read",
};

/** The permission of the tables route for its parameter (an unknown table answers 404 to any signed-in role). */
export const tablePermission = ({ table }: { table: string }): Permission =>
  isAdminTable(table) ? TABLE_PERMISSIONS[table] : "content.read";

export type TableRead = { ok: true; page: TablePage<unknown> } | { ok: false; error: string };

/** Reads one page of a table for URL parameters; parameters that do not parse answer with the first message. */
export async function readTable(prisma: Db, name: AdminTableName, params: Record<string, string>): Promise<TableRead> {
  const source = ADMIN_TABLES[name];
  const parsed = source.schema.safeParse(params);
  if (!parsed.success) return { ok: false, error: parsed.error.issues[0]?.message ?? "This filter is not valid." };
  return { ok: true, page: await source.page(prisma, parsed.data as never) };
}

type SearchParams = Record<string, string | string[] | undefined>;

/** The first page a table's server page renders for its URL, as the JSON the table's route would answer (so the
 *  browser shows rows before any fetch); null when the URL's state does not parse (the table then shows why). */
export async function initialTable<Row>(prisma: Db, name: AdminTableName, searchParams: SearchParams) {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(searchParams)) for (const v of [value ?? []].flat()) query.append(key, v);
  const read = await readTable(prisma, name, paramsObject(searchParams));
  return {
    query: query.toString(),
    data: read.ok ? (JSON.parse(JSON.stringify(read.page)) as TablePageJson<Row>) : null,
  };
}

/** The admin tables served by /api/admin/tables/{name}. */
const ADMIN_TABLE_NAMES = ["leads", "projects", "posts", "audit"] as const;
export type AdminTableName = (typeof ADMIN_TABLE_NAMES)[number];

export const isAdminTable = (name: string): name is AdminTableName =>
  (ADMIN_TABLE_NAMES as readonly string[]).includes(name);

/** The JSON a table's route answers: one page of rows (dates as ISO strings) and where it is. */
export interface TablePageJson<Row> {
  rows: Row[];
  total: number;
  page: number;
  pages: number;
  size: number;
}

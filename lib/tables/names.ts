/** An admin table served by /api/admin/tables/{name}: a content type's name, "leads" or "audit". */
export type AdminTableName = string;

/** The JSON a table's route answers: one page of rows (dates as ISO strings) and where it is. */
export interface TablePageJson<Row> {
  rows: Row[];
  total: number;
  page: number;
  pages: number;
  size: number;
}

/** An admin table served by /api/admin/tables/{name}: a content type's name, "leads" or "audit". */
export type AdminTableName = string;

/** The JSON a table's route answers: one page of rows (dates as ISO strings) and where it is. */
export interface TablePageJson<Row> {
  rows: Row[];
  total: number;
  page: number;
  pages: number;
  size: number;
  /** When the server began reading it (its clock, ms): of two reads of one page, the later one holds every write
   *  the earlier one holds (components/admin/table/use-table-page.ts keeps the later). */
  at: number;
}

import type { RecordIssue } from "./contract";

type Issue = Pick<RecordIssue, "field" | "message">;
interface StoredRow {
  id: string;
  title: string;
  createdAt: Date;
  updatedAt: Date;
}
type SchemaResult = { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } };

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const validDate = (d: Date) => d instanceof Date && !Number.isNaN(d.getTime());

/** A row as schema input: NULL columns as absent values. */
export const rowInput = (row: object) =>
  Object.fromEntries(Object.entries(row).map(([k, v]) => [k, v === null ? undefined : v]));

/** The schema's complaints as issues. */
export function schemaIssues(result: SchemaResult): Issue[] {
  return result.success
    ? []
    : (result.error?.issues ?? []).map((i) => ({
        field: i.path.map(String).join(".") || "record",
        message: i.message,
      }));
}

/** Checks every entity shares: slug shape, slug unique ignoring case, valid timestamps; then the entity's own. */
export function rowIssues<R extends StoredRow>(rows: R[], own: (row: R) => Issue[]): RecordIssue[] {
  const seen = new Map<string, string>();
  return rows.flatMap((row) => {
    const issues: Issue[] = [];
    if (!SLUG.test(row.id))
      issues.push({ field: "id", message: "The id is not a URL slug (lower-case words joined by hyphens)" });
    const other = seen.get(row.id.toLowerCase());
    if (other !== undefined && other !== row.id)
      issues.push({ field: "id", message: `The slug collides with "${other}"` });
    seen.set(row.id.toLowerCase(), row.id);
    if (!validDate(row.createdAt))
      issues.push({ field: "createdAt", message: "The creation date is not a valid date" });
    if (!validDate(row.updatedAt)) issues.push({ field: "updatedAt", message: "The update date is not a valid date" });
    return [...issues, ...own(row)].map((i) => ({ id: row.id, title: row.title, ...i }));
  });
}

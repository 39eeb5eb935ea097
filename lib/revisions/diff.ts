import { diffWords, type DiffPart } from "./word-diff";

/** How a field of an entity is named in a diff, and whether it is long text (diffed by words). */
interface RevisionField {
  label: string;
  long?: boolean;
}

/** The fields of an entity, in the order a diff lists them. */
export type RevisionFields = Record<string, RevisionField>;

/** One field that differs between two versions: long text as a word diff, anything else as before and after. */
export type FieldChange =
  | { field: string; label: string; kind: "words"; parts: DiffPart[] }
  | { field: string; label: string; kind: "value"; before: string; after: string };

/** Fields every save changes by itself: not changes of the owner's. */
const BOOKKEEPING = new Set(["createdAt", "updatedAt"]);

type Snapshot = Record<string, unknown>;

const asSnapshot = (value: unknown): Snapshot =>
  value && typeof value === "object" && !Array.isArray(value) ? (value as Snapshot) : {};

/** A field's value as readable text: lists one item a line, objects as "key: value", nothing as "". */
function readable(value: unknown): string {
  if (value === undefined || value === null) return "";
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  if (Array.isArray(value))
    return value
      .map((item) =>
        typeof item === "object" && item ? Object.values(item).map(readable).join(" · ") : readable(item),
      )
      .join("\n");
  return Object.entries(value as Snapshot)
    .map(([key, v]) => `${key}: ${readable(v)}`)
    .filter((line) => !line.endsWith(": "))
    .join("\n");
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The names of the fields that differ between two snapshots (the known fields first, in their order). */
export function changedFields(before: unknown, after: unknown, fields: RevisionFields): string[] {
  const a = asSnapshot(before),
    b = asSnapshot(after);
  const names = [...new Set([...Object.keys(fields), ...Object.keys(a), ...Object.keys(b)])];
  return names.filter((name) => !BOOKKEEPING.has(name) && !same(a[name], b[name]));
}

/** The labels of changed fields, for a revision list ("Title, Blog Content"). */
export const changedLabels = (changed: string[], fields: RevisionFields) =>
  changed.map((name) => fields[name]?.label ?? name);

/** Field by field, what differs from `before` to `after`. */
export function diffSnapshots(before: unknown, after: unknown, fields: RevisionFields): FieldChange[] {
  const a = asSnapshot(before),
    b = asSnapshot(after);
  return changedFields(a, b, fields).map((field) => {
    const label = fields[field]?.label ?? field;
    const from = readable(a[field]),
      to = readable(b[field]);
    return fields[field]?.long
      ? { field, label, kind: "words", parts: diffWords(from, to) }
      : { field, label, kind: "value", before: from, after: to };
  });
}

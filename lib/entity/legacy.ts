/** Older exports (the client-side site) used other names for some fields; they are accepted on import and restore
 *  only, never in the schemas themselves. These helpers are shared by each entity's `normalise`. */

const camel = (key: string) => key.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());

export const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

/** snake_case keys in camelCase, old names in the current ones. */
export function renameKeys(raw: Record<string, unknown>, aliases: Record<string, string>) {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(raw)) {
    const name = camel(key);
    const target = aliases[name] ?? name;
    // The current name wins over an alias when a file holds both.
    if (!(target in out) || target === name) out[target] = value;
  }
  return out;
}

/** "My Project!" → "my-project": an id for an old record that had none. */
export function slugify(text: string) {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80);
}

/** The record without its null fields, and with the slug of its title as id when it had none. */
export function finishLegacy(record: Record<string, unknown>) {
  for (const [key, value] of Object.entries(record)) if (value === null) delete record[key];
  if ((record.id === undefined || record.id === null || record.id === "") && typeof record.title === "string") {
    const id = slugify(record.title);
    if (id) return { ...record, id };
  }
  return record;
}

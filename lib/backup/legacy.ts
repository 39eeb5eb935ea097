/** Older exports (the client-side site) used other names for some fields; they are accepted on import and
 *  restore only (DESIGN.md "Data"), never in the schemas themselves. */
const PROJECT_ALIASES: Record<string, string> = {
  projectTimeline: "timeline",
  team: "teamSize",
  projectIndustry: "industry",
  link: "liveUrl",
};

const BLOG_ALIASES: Record<string, string> = {
  publishedDate: "publishedAt",
  published: "publishedAt",
};

const camel = (key: string) => key.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

function renameKeys(raw: Record<string, unknown>, aliases: Record<string, string>) {
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
  return text.normalize("NFKD").replace(/[\u0300-\u036f]/g, "").toLowerCase()
    .replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "").slice(0, 80);
}

function withIdFromTitle(record: Record<string, unknown>) {
  if ((record.id === undefined || record.id === null || record.id === "") && typeof record.title === "string") {
    const id = slugify(record.title);
    if (id) return { ...record, id };
  }
  return record;
}

/** A project record of any known shape, with the current field names (metaInfo folded in). */
export function normaliseProject(raw: unknown): unknown {
  if (!isRecord(raw)) return raw;
  const record = renameKeys(raw, PROJECT_ALIASES);
  if (isRecord(record.metaInfo)) {
    const meta = renameKeys(record.metaInfo, PROJECT_ALIASES);
    for (const key of ["timeline", "teamSize", "industry"]) record[key] ??= meta[key];
    delete record.metaInfo;
  }
  for (const [key, value] of Object.entries(record)) if (value === null) delete record[key];
  return withIdFromTitle(record);
}

/** A blog record of any known shape (author as an object, snake_case columns) with the current field names. */
export function normaliseBlog(raw: unknown): unknown {
  if (!isRecord(raw)) return raw;
  const record = renameKeys(raw, BLOG_ALIASES);
  if (isRecord(record.author)) {
    const author = record.author;
    record.authorName ??= author.name;
    record.authorAvatar ??= author.avatar;
    record.authorBio ??= author.bio;
    delete record.author;
  } else if (typeof record.author === "string") {
    record.authorName ??= record.author;
    delete record.author;
  }
  for (const [key, value] of Object.entries(record)) if (value === null) delete record[key];
  return withIdFromTitle(record);
}

import { z } from "zod";
import { blogEntitySchema, projectEntitySchema, type ContentSet } from "./entities";
import { normaliseBlog, normaliseProject } from "./legacy";
import { FORMAT_VERSION, MAX_IMPORT_BYTES, MAX_REPORTED_PROBLEMS, tooLargeMessage } from "./limits";
import { MAX_IMPORT_ENTRIES, shapeProblem } from "./json-shape";

/** One reason a file is refused: which entity, which record (1-based), which field. */
export interface FileProblem {
  entity: "project" | "blog" | "file";
  index?: number;
  field?: string;
  message: string;
}

export type ParsedFile =
  | { ok: true; content: ContentSet }
  | { ok: false; message: string; problems: FileProblem[] };

const list = (key: string, name: string) => z.array(z.unknown(), { error: `"${key}" must be a list` })
  .max(MAX_IMPORT_ENTRIES, `"${key}" lists more than ${MAX_IMPORT_ENTRIES} ${name}`).optional();

const envelopeSchema = z.object({
  projects: list("projects", "projects"),
  blogs: list("blogs", "blog posts"),
  version: z.unknown().optional(),
}).refine((file) => file.projects !== undefined || file.blogs !== undefined, {
  message: "This is not a studio export: it has neither \"projects\" nor \"blogs\"",
});

export function describeProblem(p: FileProblem) {
  const message = p.message.replace(/\.+$/, "");
  if (p.entity === "file") return message;
  const where = `${p.entity === "project" ? "Project" : "Blog post"} ${p.index}`;
  return p.field ? `${where}, ${p.field}: ${message}` : `${where}: ${message}`;
}

function refuse(problems: FileProblem[]): ParsedFile {
  const named = problems.slice(0, MAX_REPORTED_PROBLEMS).map(describeProblem).join("; ");
  const more = problems.length > MAX_REPORTED_PROBLEMS ? ` (and ${problems.length - MAX_REPORTED_PROBLEMS} more)` : "";
  return { ok: false, message: `The file was not imported, nothing was changed. ${named}${more}.`, problems };
}

function parseList<T>(items: unknown[], entity: "project" | "blog", normalise: (raw: unknown) => unknown,
  schema: z.ZodType<T>, problems: FileProblem[]): T[] {
  const out: T[] = [];
  const seen = new Set<string>();
  items.forEach((raw, i) => {
    const result = schema.safeParse(normalise(raw));
    if (!result.success) {
      for (const issue of result.error.issues) {
        problems.push({ entity, index: i + 1, field: issue.path.join(".") || undefined, message: issue.message });
      }
      return;
    }
    const id = (result.data as { id: string }).id;
    if (seen.has(id)) problems.push({ entity, index: i + 1, field: "id", message: `The id "${id}" appears twice` });
    seen.add(id);
    out.push(result.data);
  });
  return out;
}

/** A value from the file, safe to name in a message whatever it is (an object's own toString is never called). */
function describeValue(value: unknown): string {
  if (typeof value === "string") return `"${value.slice(0, 40)}"`;
  if (typeof value === "number" || typeof value === "boolean" || value === null) return String(value);
  return Array.isArray(value) ? "(a list)" : "(an object)";
}

/** Validates already-decoded file data whole: every record must pass, or nothing is returned. */
export function parseContentData(data: unknown): ParsedFile {
  const envelope = envelopeSchema.safeParse(data);
  if (!envelope.success) {
    return refuse([{ entity: "file", message: envelope.error.issues[0]?.message ?? "This is not a studio export" }]);
  }
  const { version, projects = [], blogs = [] } = envelope.data;
  if (version !== undefined && version !== FORMAT_VERSION) {
    return refuse([{ entity: "file", message: `Unsupported file version ${describeValue(version)}: this site reads version ${FORMAT_VERSION}` }]);
  }
  const problems: FileProblem[] = [];
  const content: ContentSet = {
    projects: parseList(projects, "project", normaliseProject, projectEntitySchema, problems),
    blogs: parseList(blogs, "blog", normaliseBlog, blogEntitySchema, problems),
  };
  return problems.length ? refuse(problems) : { ok: true, content };
}

/** Validates the text of an uploaded export or backup file: size, JSON, version, then every record. */
export function parseContentFile(text: string): ParsedFile {
  const bytes = Buffer.byteLength(text, "utf8");
  if (bytes > MAX_IMPORT_BYTES) return refuse([{ entity: "file", message: tooLargeMessage(bytes) }]);
  const shape = shapeProblem(text);
  if (shape) return refuse([{ entity: "file", message: shape }]);
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return refuse([{ entity: "file", message: "The file is not valid JSON (is it a studio export?)" }]);
  }
  return parseContentData(data);
}

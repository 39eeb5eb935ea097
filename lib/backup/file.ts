import { z } from "zod";
import { alwaysInFiles, contentEntities, entities, entityNamed, perEntity, type ContentSet } from "@/lib/entities";
import type { EntityModule, FileRecord } from "@/lib/entity/contract";
import { MAX_IMPORT_BYTES, MAX_REPORTED_PROBLEMS, READABLE_VERSIONS, tooLargeMessage } from "./limits";
import { MAX_IMPORT_ENTRIES, shapeProblem } from "./json-shape";

/** One reason a file is refused: which entity (its name, or "file"), which record (1-based), which field. */
export interface FileProblem {
  entity: string;
  index?: number;
  field?: string;
  message: string;
}

export type ParsedFile = { ok: true; content: ContentSet } | { ok: false; message: string; problems: FileProblem[] };

const list = (entity: EntityModule) =>
  z
    .array(z.unknown(), { error: `"${entity.key}" must be a list` })
    .max(MAX_IMPORT_ENTRIES, `"${entity.key}" lists more than ${MAX_IMPORT_ENTRIES} ${entity.labels.many}`)
    .optional();

// Named by the content lists every file had; a file holding only another entity's list (settings, redirects,
// testimonials) is an export too.
const quoted = contentEntities.filter(alwaysInFiles).map((e) => `"${e.key}"`);
const NOT_AN_EXPORT = `This is not a studio export: it has ${
  quoted.length === 2 ? `neither ${quoted[0]} nor ${quoted[1]}` : `none of ${quoted.join(", ")}`
}`;

const envelopeSchema = z
  .object({ ...perEntity(list), version: z.unknown().optional() })
  .refine((file) => entities.some((e) => file[e.key] !== undefined), { message: NOT_AN_EXPORT });

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export function describeProblem(p: FileProblem) {
  const message = p.message.replace(/\.+$/, "");
  const entity = entityNamed(p.entity);
  if (!entity) return message;
  const where = `${capitalise(entity.labels.one)} ${p.index}`;
  return p.field ? `${where}, ${p.field}: ${message}` : `${where}: ${message}`;
}

function refuse(problems: FileProblem[]): ParsedFile {
  const named = problems.slice(0, MAX_REPORTED_PROBLEMS).map(describeProblem).join("; ");
  const more = problems.length > MAX_REPORTED_PROBLEMS ? ` (and ${problems.length - MAX_REPORTED_PROBLEMS} more)` : "";
  return { ok: false, message: `The file was not imported, nothing was changed. ${named}${more}.`, problems };
}

function parseList(items: unknown[], entity: EntityModule, problems: FileProblem[]): FileRecord[] {
  const out: FileRecord[] = [];
  const seen = new Set<string>();
  items.forEach((raw, i) => {
    const result = entity.codec.schema.safeParse(entity.codec.normalise(raw));
    if (!result.success) {
      for (const issue of result.error.issues) {
        problems.push({
          entity: entity.name,
          index: i + 1,
          field: issue.path.map(String).join(".") || undefined,
          message: issue.message,
        });
      }
      return;
    }
    const { id } = result.data;
    if (seen.has(id))
      problems.push({ entity: entity.name, index: i + 1, field: "id", message: `The id "${id}" appears twice` });
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

/** Validates already-decoded file data whole: every record must pass, or nothing is returned. Files of version 2.0,
 *  of 1.0 and without a version (the old client-side site) are read alike: a list per entity key; a list the file
 *  does not hold is absent from the result (that entity is left as it is). */
export function parseContentData(data: unknown): ParsedFile {
  const envelope = envelopeSchema.safeParse(data);
  if (!envelope.success) {
    return refuse([{ entity: "file", message: envelope.error.issues[0]?.message ?? "This is not a studio export" }]);
  }
  const { version } = envelope.data;
  if (version !== undefined && !(READABLE_VERSIONS as readonly unknown[]).includes(version)) {
    return refuse([
      {
        entity: "file",
        message: `Unsupported file version ${describeValue(version)}: this site reads versions ${READABLE_VERSIONS.join(" and ")}`,
      },
    ]);
  }
  const problems: FileProblem[] = [];
  const content: ContentSet = Object.fromEntries(
    entities
      .filter((e) => envelope.data[e.key] !== undefined)
      .map((e) => [e.key, parseList(envelope.data[e.key]!, e, problems)]),
  );
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

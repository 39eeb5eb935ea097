import { z } from "zod";
import type { Project as ProjectRow } from "@/generated/prisma/client";
import { entityIdSchema, fileTimestamps, rowOf, serialize } from "@/lib/entity/codec";
import type { EntityCodec } from "@/lib/entity/contract";
import { finishLegacy, isRecord, renameKeys } from "@/lib/entity/legacy";
import { fromProjectRow, toProjectColumns } from "./mapping";
import { projectInputSchema } from "./schema";

/** A project in a backup or export file (after the old field names are mapped by `normaliseProject`). */
export const projectEntitySchema = projectInputSchema.extend({ id: entityIdSchema, ...fileTimestamps });
export type ProjectEntity = z.output<typeof projectEntitySchema>;

/** The client-side site's names for some project fields. */
const PROJECT_ALIASES: Record<string, string> = {
  projectTimeline: "timeline",
  team: "teamSize",
  projectIndustry: "industry",
  link: "liveUrl",
};

/** A project record of any known shape, with the current field names (metaInfo folded in). */
export function normaliseProject(raw: unknown): unknown {
  if (!isRecord(raw)) return raw;
  const record = renameKeys(raw, PROJECT_ALIASES);
  if (isRecord(record.metaInfo)) {
    const meta = renameKeys(record.metaInfo, PROJECT_ALIASES);
    for (const key of ["timeline", "teamSize", "industry"]) record[key] ??= meta[key];
    delete record.metaInfo;
  }
  return finishLegacy(record);
}

/** A stored row as files, the trash and revisions hold it. */
export const projectSnapshot = (row: ProjectRow) => serialize(fromProjectRow(row));

const rowFrom = (record: ProjectEntity) => rowOf(record, toProjectColumns);

export const projectCodec: EntityCodec<ProjectEntity> = {
  schema: projectEntitySchema,
  normalise: normaliseProject,
  readAll: async (tx) =>
    (await tx.project.findMany({ orderBy: [{ createdAt: "asc" }, { id: "asc" }] })).map(projectSnapshot),
  storedIds: async (db, ids) =>
    (await db.project.findMany({ where: { id: { in: ids } }, select: { id: true } })).map((r) => r.id),
  upsert: async (tx, record) => {
    const row = rowFrom(record);
    await tx.project.upsert({ where: { id: row.id }, create: row, update: row });
  },
  create: async (db, record) => {
    await db.project.create({ data: rowFrom(record) });
  },
  createMissing: async (tx, records) =>
    (await tx.project.createMany({ data: records.map(rowFrom), skipDuplicates: true })).count,
  deleteAll: async (tx) => {
    await tx.project.deleteMany();
  },
  count: (db) => db.project.count(),
};

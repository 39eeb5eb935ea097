import { z } from "zod";
import { entityIdSchema, serialize } from "@/lib/entity/codec";
import type { EntityCodec } from "@/lib/entity/contract";
import { finishLegacy, isRecord } from "@/lib/entity/legacy";
import { storableDate } from "@/lib/validation";
import { fromPathSchema, toTargetSchema } from "./rules";

/** A redirect in a backup or export file; its title in messages is "from → to". */
export const redirectEntitySchema = z
  .object({
    id: entityIdSchema,
    fromPath: fromPathSchema,
    toPath: toTargetSchema,
    kind: z.enum(["slug", "manual"], { error: 'A redirect\'s kind is "slug" or "manual"' }).default("manual"),
    createdAt: storableDate("Enter a valid date").optional(),
  })
  .transform((r) => ({ ...r, title: `${r.fromPath} → ${r.toPath}` }));
export type RedirectEntity = z.output<typeof redirectEntitySchema>;

const rowFrom = ({ title: _title, createdAt, ...record }: RedirectEntity) => ({
  ...record,
  createdAt: createdAt ?? new Date(),
});

export const redirectCodec: EntityCodec<RedirectEntity> = {
  schema: redirectEntitySchema,
  normalise: (raw) => (isRecord(raw) ? finishLegacy({ ...raw }) : raw),
  readAll: async (tx) =>
    (await tx.redirect.findMany({ orderBy: [{ createdAt: "asc" }, { id: "asc" }] })).map(serialize),
  storedIds: async (db, ids) =>
    (await db.redirect.findMany({ where: { id: { in: ids } }, select: { id: true } })).map((r) => r.id),
  upsert: async (tx, record) => {
    const row = rowFrom(record);
    // A stored redirect from the same address under another id is the one this record replaces.
    await tx.redirect.deleteMany({ where: { fromPath: row.fromPath, id: { not: row.id } } });
    await tx.redirect.upsert({ where: { id: row.id }, create: row, update: row });
  },
  create: async (db, record) => {
    await db.redirect.create({ data: rowFrom(record) });
  },
  createMissing: async (tx, records) =>
    (await tx.redirect.createMany({ data: records.map(rowFrom), skipDuplicates: true })).count,
  deleteAll: async (tx) => {
    await tx.redirect.deleteMany();
  },
  count: (db) => db.redirect.count(),
};

import { z } from "zod";
import type { Media } from "@/generated/prisma/client";
import { entityIdSchema, serialize } from "@/lib/entity/codec";
import type { EntityCodec } from "@/lib/entity/contract";
import { finishLegacy, isRecord } from "@/lib/entity/legacy";
import { storableDate, text, tooLong } from "@/lib/validation";
import { ACCEPTED_TYPES, mediaHashOf, mediaUrl } from "./rules";
import { altText } from "./schema";

const HASH_MESSAGE = "The content hash is 32 hexadecimal digits";
const PATH_MESSAGE = "A library image's address is a path of this site, such as /media/… or /images/…";
const size = (label: string, max: number) =>
  z
    .number({ error: `The ${label} is a whole number` })
    .int(`The ${label} is a whole number`)
    .min(1, `The ${label} must be at least 1`)
    .max(max, `The ${label} must be at most ${max.toLocaleString("en-US")}`);
const percent = z.number({ error: "The focal point is a percentage from 0 to 100" }).int().min(0).max(100).default(50);

/** A library image in a backup or export file: its details and where its files are (the file itself is in storage, or
 *  in a with-media archive). Its title in messages is its alt text. */
export const mediaEntitySchema = z
  .object({
    id: entityIdSchema,
    key: z.string({ error: HASH_MESSAGE }).regex(/^[a-f0-9]{32}$/, HASH_MESSAGE),
    url: text()
      .trim()
      .min(1, PATH_MESSAGE)
      .max(2000, tooLong(2000))
      .refine((v) => v.startsWith("/") && !v.startsWith("//"), PATH_MESSAGE),
    fileName: text().trim().min(1, "The file name is required").max(255, tooLong(255)),
    mimeType: z.enum(Object.values(ACCEPTED_TYPES) as [string, ...string[]], {
      error: "Only JPEG, PNG, WebP, AVIF and GIF images are kept",
    }),
    bytes: size("byte size", 1024 * 1024 * 1024),
    width: size("width", 100_000),
    height: size("height", 100_000),
    alt: altText,
    caption: text()
      .trim()
      .max(500, tooLong(500))
      .optional()
      .transform((v) => (v ? v : undefined)),
    focalX: percent,
    focalY: percent,
    blurDataUrl: z
      .string()
      .max(20_000, "The blur placeholder is too large")
      .regex(
        /^data:image\/(webp|png|jpeg|gif|avif);base64,[A-Za-z0-9+/]+=*$/,
        "The blur placeholder is not an image data URL",
      ),
    createdBy: text().trim().min(1).max(254, tooLong(254)).default("import"),
    createdAt: storableDate("Enter a valid date").optional(),
  })
  .refine((m) => mediaHashOf(m.url) === null || m.url === mediaUrl(m.key), {
    message: "An uploaded image's address must name its content hash",
    path: ["url"],
  })
  .transform((m) => ({ ...m, title: m.alt }));
export type MediaEntity = z.output<typeof mediaEntitySchema>;

/** A library image as it goes into a file: every column, no empty caption. */
const toFile = ({ caption, ...row }: Media) => serialize({ ...row, ...(caption ? { caption } : {}) });

function rowFrom({ title: _title, caption, createdAt, ...record }: MediaEntity) {
  return { ...record, caption: caption ?? null, createdAt: createdAt ?? new Date() };
}

export const mediaCodec: EntityCodec<MediaEntity> = {
  schema: mediaEntitySchema,
  normalise: (raw) => (isRecord(raw) ? finishLegacy({ ...raw }) : raw),
  readAll: async (tx) => (await tx.media.findMany({ orderBy: [{ createdAt: "asc" }, { id: "asc" }] })).map(toFile),
  storedIds: async (db, ids) =>
    (await db.media.findMany({ where: { id: { in: ids } }, select: { id: true } })).map((r) => r.id),
  upsert: async (tx, record) => {
    const row = rowFrom(record);
    // The same image (content hash or address) stored under another id is the one this record replaces.
    await tx.media.deleteMany({ where: { id: { not: row.id }, OR: [{ key: row.key }, { url: row.url }] } });
    await tx.media.upsert({ where: { id: row.id }, create: row, update: row });
  },
  create: async (db, record) => {
    await db.media.create({ data: rowFrom(record) });
  },
  createMissing: async (tx, records) =>
    (await tx.media.createMany({ data: records.map(rowFrom), skipDuplicates: true })).count,
  deleteAll: async (tx) => {
    await tx.media.deleteMany();
  },
  count: (db) => db.media.count(),
};

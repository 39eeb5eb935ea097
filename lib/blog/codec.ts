import { z } from "zod";
import type { BlogPost as BlogRow } from "@/generated/prisma/client";
import { entityIdSchema, fileTimestamps, rowOf, serialize } from "@/lib/entity/codec";
import type { EntityCodec } from "@/lib/entity/contract";
import { finishLegacy, isRecord, renameKeys } from "@/lib/entity/legacy";
import { fromBlogRow, toBlogColumns } from "./mapping";
import { blogInputSchema } from "./schema";

/** A blog post in a backup or export file (after the old field names are mapped by `normaliseBlog`). */
export const blogEntitySchema = blogInputSchema.extend({ id: entityIdSchema, ...fileTimestamps });
export type BlogEntity = z.output<typeof blogEntitySchema>;

/** The client-side site's names for some post fields. */
const BLOG_ALIASES: Record<string, string> = {
  publishedDate: "publishedAt",
  published: "publishedAt",
};

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
  return finishLegacy(record);
}

/** A stored row as files, the trash and revisions hold it. */
export const blogSnapshot = (row: BlogRow) => serialize(fromBlogRow(row));

const rowFrom = (record: BlogEntity) => rowOf(record, toBlogColumns);

export const blogCodec: EntityCodec<BlogEntity> = {
  schema: blogEntitySchema,
  normalise: normaliseBlog,
  readAll: async (tx) =>
    (await tx.blogPost.findMany({ orderBy: [{ publishedAt: "asc" }, { id: "asc" }] })).map(blogSnapshot),
  storedIds: async (db, ids) =>
    (await db.blogPost.findMany({ where: { id: { in: ids } }, select: { id: true } })).map((r) => r.id),
  upsert: async (tx, record) => {
    const row = rowFrom(record);
    await tx.blogPost.upsert({ where: { id: row.id }, create: row, update: row });
  },
  create: async (db, record) => {
    await db.blogPost.create({ data: rowFrom(record) });
  },
  createMissing: async (tx, records) =>
    (await tx.blogPost.createMany({ data: records.map(rowFrom), skipDuplicates: true })).count,
  deleteAll: async (tx) => {
    await tx.blogPost.deleteMany();
  },
  count: (db) => db.blogPost.count(),
};

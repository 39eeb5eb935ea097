import { entityIdSchema, fileTimestamps } from "@/lib/entity/codec";
import { finishLegacy, isRecord, renameKeys } from "@/lib/entity/legacy";
import { blogInputSchema } from "./schema";

/** A blog post in a backup or export file (after the old field names are mapped by `normaliseBlog`). */
export const blogEntitySchema = blogInputSchema.extend({ id: entityIdSchema, ...fileTimestamps });

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

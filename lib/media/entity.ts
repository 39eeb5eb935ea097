import { defineEntity } from "@/lib/entity/contract";
import { rowInput, schemaIssues } from "@/lib/entity/integrity";
import { tags } from "@/lib/cache-tags";
import { mediaCodec } from "./codec";

/** The media library's records (details, placeholder, focal point, content hash; the files stay in storage), as
 *  backups, imports and the integrity check see them. Listed before the projects and posts that show them. */
export const mediaEntity = defineEntity({
  key: "media",
  name: "media",
  labels: { one: "image", many: "images", admin: "image", adminMany: "images" },
  tags: [tags.media],
  codec: mediaCodec,
  // The built-in images reach the library from public/ with their files (lib/media/seed.ts), not as bare records.
  builtIn: () => [],
  editHref: () => "/admin/media",
  check: async (db) => {
    const rows = await db.media.findMany({ orderBy: { createdAt: "desc" } });
    const issues = rows.flatMap((row) =>
      schemaIssues(mediaCodec.schema.safeParse(rowInput(row))).map((issue) => ({
        id: row.id,
        title: row.alt || row.fileName,
        ...issue,
      })),
    );
    return { checked: rows.length, issues };
  },
});

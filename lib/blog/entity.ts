import { defineEntity } from "@/lib/entity/contract";
import { rowIssues, rowInput, schemaIssues, validDate } from "@/lib/entity/integrity";
import { tags } from "@/lib/cache-tags";
import { builtInBlogList } from "./built-in";
import { blogCodec } from "./codec";
import { blogInputSchema } from "./schema";

/** Blog posts, as backups, imports, the integrity check and seeding see them. */
export const blogEntity = defineEntity({
  key: "blogs",
  name: "blog",
  labels: { one: "blog post", many: "blog posts", admin: "blog post", adminMany: "blog posts" },
  tags: [tags.blog],
  codec: blogCodec,
  builtIn: builtInBlogList,
  editHref: (id) => `/admin/blogs/edit/${encodeURIComponent(id)}`,
  check: async (db) => {
    const rows = await db.blogPost.findMany({ orderBy: { publishedAt: "desc" } });
    const issues = rowIssues(rows, (row) => [
      ...schemaIssues(blogInputSchema.safeParse(rowInput(row))),
      ...(validDate(row.publishedAt)
        ? []
        : [{ field: "publishedAt", message: "The publish date is not a valid date" }]),
    ]);
    return { checked: rows.length, issues };
  },
});

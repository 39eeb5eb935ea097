import type { BlogPost as BlogRow } from "@/generated/prisma/client";
import { contentStore, type ModelDelegate } from "@/lib/content/store";
import { contentEntity } from "@/lib/content/entity";
import { defineContentType } from "@/lib/content/type";
import { blogPath } from "@/lib/paths";
import { builtInBlogList } from "./built-in";
import { blogEntitySchema, normaliseBlog } from "./codec";
import { fromBlogRow, toBlogColumns } from "./mapping";
import { readingTimeFor, stripHtml } from "./reading-time";
import { blogInputSchema } from "./schema";
import { validDate } from "@/lib/entity/integrity";

const ADMIN_PATH = "/admin/blogs";
const tags = { list: "blog", item: (id: string) => `blog:${id}` };

const store = contentStore({
  table: (db) => db.blogPost as unknown as ModelDelegate<BlogRow>,
  fromRow: fromBlogRow,
  toColumns: toBlogColumns,
  newestFirst: "publishedAt",
  sql: { table: "blogs" },
});

/** Blog posts: each one is an article at /blog/{slug}. */
export const blogType = defineContentType({
  name: "blog",
  labels: { one: "Blog Post", many: "Blog Posts", item: "blog post" },
  schema: blogInputSchema,
  formSchema: blogInputSchema,
  store,
  tags,
  publicPath: blogPath,
  admin: {
    path: ADMIN_PATH,
    label: "Blogs",
    icon: "blogs",
    // The spec names this toast "Error" for posts (and "Project not found" for projects).
    notFoundTitle: "Error",
    heading: "Blog Management",
    description: "Articles on /blogs, newest first.",
    add: { label: "Write New Blog Post", icon: "PenLine" },
    columns: [
      { field: "authorName", header: "Author", sortable: true, muted: true },
      { field: "publishedAt", header: "Date", sortable: true, as: "date" },
      { field: "readingTime", header: "Reading Time", sortable: true, as: "minutes" },
      { field: "tags", header: "Tags", as: "chips", chips: 2 },
    ],
    searchFields: ["title", "excerpt", "authorName", "category", "id"],
    arrayFields: ["tags"],
    listFields: ["authorName", "publishedAt", "readingTime", "tags"],
    sorts: ["publishedAt", "title", "authorName", "readingTime"],
  },
  slugFallback: "post",
  // A post's reading time comes from its body, never typed.
  prepare: (data) => ({ ...data, readingTime: readingTimeFor(data.content) }),
  revisionFields: {
    id: { label: "Slug" },
    title: { label: "Title" },
    excerpt: { label: "Excerpt", long: true },
    authorName: { label: "Author Name" },
    publishedAt: { label: "Date" },
    readingTime: { label: "Reading Time (minutes)" },
    category: { label: "Category" },
    authorAvatar: { label: "Author Avatar" },
    featuredImage: { label: "Featured Image" },
    authorBio: { label: "Author Bio", long: true },
    tags: { label: "Tags" },
    content: { label: "Blog Content", long: true },
    featured: { label: "Featured" },
    status: { label: "Status" },
    publishAt: { label: "Publish at" },
  },
  mediaFields: { featuredImage: "featured image", authorAvatar: "author avatar" },
  search: {
    kind: "article",
    text: (post) => ({
      title: post.title,
      keywords: [...post.tags, post.category, "article blog post"].filter(Boolean).join(" "),
      summary: post.excerpt,
      body: stripHtml(post.content),
    }),
  },
  dashboard: {
    count: "Blog Posts",
    recent: "Recent Blog Posts",
    empty: "No blog posts yet.",
    meta: "authorName",
    action: "Write New Blog Post",
  },
  entity: contentEntity({
    key: "blogs",
    name: "blog",
    labels: { one: "blog post", many: "blog posts", admin: "blog post", adminMany: "blog posts" },
    tags: [tags.list],
    store,
    file: { schema: blogEntitySchema, normalise: normaliseBlog },
    schema: blogInputSchema,
    builtIn: builtInBlogList,
    editPath: (id) => `${ADMIN_PATH}/edit/${encodeURIComponent(id)}`,
    issues: (row) =>
      validDate(row.publishedAt as Date)
        ? []
        : [{ field: "publishedAt", message: "The publish date is not a valid date" }],
  }),
});

import "server-only";
import { fromProjectRow, toProjectColumns } from "@/lib/projects/mapping";
import { fromBlogRow, toBlogColumns } from "@/lib/blog/mapping";
import type { Tx, WriteOptions } from "./client";
import { serialize, type BlogEntity, type ContentSet, type ProjectEntity, type SerializedBlogPost,
  type SerializedProject } from "./entities";

/** All stored projects and posts, serialized as they go into a backup or export (oldest first, stable order). */
export async function readContent(tx: Tx): Promise<{ projects: SerializedProject[]; blogs: SerializedBlogPost[] }> {
  const [projects, blogs] = await Promise.all([
    tx.project.findMany({ orderBy: [{ createdAt: "asc" }, { id: "asc" }] }),
    tx.blogPost.findMany({ orderBy: [{ publishedAt: "asc" }, { id: "asc" }] }),
  ]);
  return { projects: projects.map((r) => serialize(fromProjectRow(r))), blogs: blogs.map((r) => serialize(fromBlogRow(r))) };
}

function projectRow({ id, createdAt, updatedAt, ...data }: ProjectEntity) {
  const now = new Date();
  return { id, createdAt: createdAt ?? now, updatedAt: updatedAt ?? createdAt ?? now, ...toProjectColumns(data) };
}

function blogRow({ id, createdAt, updatedAt, ...data }: BlogEntity) {
  const now = new Date();
  return { id, createdAt: createdAt ?? now, updatedAt: updatedAt ?? createdAt ?? now, ...toBlogColumns(data) };
}

/** Writes every entity, inserting new ids and overwriting existing ones, one row at a time (inside the caller's
 *  transaction, so a failure on any row undoes them all). */
export async function upsertContent(tx: Tx, content: ContentSet, options: WriteOptions = {}) {
  for (const [i, project] of content.projects.entries()) {
    await options.beforeRow?.("project", i);
    const row = projectRow(project);
    await tx.project.upsert({ where: { id: row.id }, create: row, update: row });
  }
  for (const [i, post] of content.blogs.entries()) {
    await options.beforeRow?.("blog", i);
    const row = blogRow(post);
    await tx.blogPost.upsert({ where: { id: row.id }, create: row, update: row });
  }
}

/** Replaces all projects and posts with the given ones (inside the caller's transaction). */
export async function replaceContent(tx: Tx, content: ContentSet, options: WriteOptions = {}) {
  await tx.project.deleteMany();
  await tx.blogPost.deleteMany();
  await upsertContent(tx, content, options);
}

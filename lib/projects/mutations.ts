import "server-only";
import { inTransaction, type Db } from "@/lib/db/transaction";
import { notFound, stale } from "@/lib/results/stale";
import { slugify, uniqueSlug } from "@/lib/slug";
import { tags } from "@/lib/cache-tags";
import { toProjectColumns } from "./mapping";
import type { ProjectData } from "./schema";

export const PROJECT_NOT_FOUND = "The project you're trying to edit doesn't exist.";

/** Cache tags a change to this project expires (lists, the case study, featured projects, sitemap). */
export const projectTags = (id: string) => [tags.projects, tags.project(id)];

/** Creates a project; its id is a unique slug of the title (suffix -2, -3 …), never changed afterwards. */
export async function createProject(prisma: Db, data: ProjectData) {
  const base = slugify(data.title, "project");
  return inTransaction(prisma, async (tx) => {
    const rows = await tx.project.findMany({ where: { id: { startsWith: base } }, select: { id: true } });
    const id = uniqueSlug(base, new Set(rows.map((r) => r.id)));
    return tx.project.create({ data: { id, ...toProjectColumns(data) } });
  });
}

/** Updates a project opened at `openedAt`; refuses (stale) when it changed since, never overwriting silently. */
export async function updateProject(prisma: Db, id: string, data: ProjectData, openedAt: Date | string) {
  return inTransaction(prisma, async (tx) => {
    const { count } = await tx.project.updateMany({ where: { id, updatedAt: new Date(openedAt) }, data: toProjectColumns(data) });
    const row = await tx.project.findUnique({ where: { id } });
    if (!row) throw notFound(PROJECT_NOT_FOUND);
    if (count === 0) throw stale();
    return row;
  });
}

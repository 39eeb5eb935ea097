import "server-only";
import { inTransaction, type Db } from "@/lib/db/transaction";
import { notFound, stale } from "@/lib/results/stale";
import { slugify, uniqueSlug } from "@/lib/slug";
import { tags } from "@/lib/cache-tags";
import { AdminActionError } from "@/lib/results/action-result";
import { SLUG_TAKEN_MESSAGE } from "@/lib/redirects/slug";
import { forgetRedirectFrom, moveItem } from "@/lib/redirects/store";
import { caseStudyPath } from "@/lib/paths";
import { afterPublishingChange, checkPublishing } from "@/lib/publishing/guard";
import { toProjectColumns } from "./mapping";
import type { ProjectData } from "./schema";

export const PROJECT_NOT_FOUND = "The project you're trying to edit doesn't exist.";

/** Cache tags a change to this project expires (lists, the case study, featured projects, sitemap). */
export const projectTags = (id: string) => [tags.projects, tags.project(id), tags.redirects];

/** Creates an item at the slug typed (refused when taken), or at a unique slug of its title (suffix -2, -3 …); an
 *  old redirect from that address gives way to the item. */
export async function createProject(prisma: Db, data: ProjectData, slug?: string) {
  const base = slug ?? slugify(data.title, "project");
  checkPublishing(data);
  const row = await inTransaction(prisma, async (tx) => {
    const rows = await tx.project.findMany({ where: { id: { startsWith: base } }, select: { id: true } });
    const taken = new Set(rows.map((r) => r.id));
    if (slug && taken.has(slug)) throw new AdminActionError(SLUG_TAKEN_MESSAGE, "invalid");
    const id = uniqueSlug(base, taken);
    await forgetRedirectFrom(tx, caseStudyPath(id));
    return tx.project.create({ data: { id, ...toProjectColumns(data) } });
  });
  afterPublishingChange("projects", row.id, data);
  return row;
}

/** Updates an item opened at `openedAt`; refuses (stale) when it changed since, never overwriting silently. A new
 *  `slug` renames it (its id is its address): unique, and its old address redirects to the new one for ever. */
export async function updateProject(prisma: Db, id: string, data: ProjectData, openedAt: Date | string, slug = id) {
  checkPublishing(data);
  const row = await inTransaction(prisma, async (tx) => {
    if (slug !== id && await tx.project.findUnique({ where: { id: slug }, select: { id: true } })) {
      throw new AdminActionError(SLUG_TAKEN_MESSAGE, "invalid");
    }
    const { count } = await tx.project.updateMany({ where: { id, updatedAt: new Date(openedAt) }, data: { ...toProjectColumns(data), id: slug } });
    if (count === 0) throw (await tx.project.findUnique({ where: { id }, select: { id: true } })) ? stale() : notFound(PROJECT_NOT_FOUND);
    if (slug !== id) await moveItem(tx, caseStudyPath(id), caseStudyPath(slug));
    return tx.project.findUniqueOrThrow({ where: { id: slug } });
  });
  afterPublishingChange("projects", id, slug === id ? data : null);
  if (slug !== id) afterPublishingChange("projects", slug, data);
  return row;
}

export async function deleteProject(prisma: Db, id: string) {
  const { count } = await prisma.project.deleteMany({ where: { id } });
  if (count === 0) throw notFound("Project not found");
  afterPublishingChange("projects", id, null);
}

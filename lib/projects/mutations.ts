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
import { PROJECT_REVISION_FIELDS } from "./revision-fields";
import { projectSnapshot } from "./codec";
import { toProjectColumns } from "./mapping";
import { recordSave, forgetRevisions, type SaveBy } from "@/lib/revisions/store";
import type { ProjectData } from "./schema";

export const PROJECT_NOT_FOUND = "The project you're trying to edit doesn't exist.";

/** Cache tags a change to this project expires (lists, the case study, featured projects, sitemap). */
export const projectTags = (id: string) => [tags.projects, tags.project(id), tags.redirects];

/** Creates an item at the slug typed (refused when taken), or at a unique slug of its title (suffix -2, -3 …); an
 *  old redirect from that address gives way to the item. */
export async function createProject(prisma: Db, data: ProjectData, slug: string | undefined, by: SaveBy) {
  const base = slug ?? slugify(data.title, "project");
  checkPublishing(data);
  const row = await inTransaction(prisma, async (tx) => {
    const rows = await tx.project.findMany({ where: { id: { startsWith: base } }, select: { id: true } });
    const taken = new Set(rows.map((r) => r.id));
    if (slug && taken.has(slug)) throw new AdminActionError(SLUG_TAKEN_MESSAGE, "invalid");
    const id = uniqueSlug(base, taken);
    await forgetRedirectFrom(tx, caseStudyPath(id));
    await forgetRevisions(tx, "project", id);
    const created = await tx.project.create({ data: { id, ...toProjectColumns(data), createdById: by.userId } });
    await recordSave(tx, {
      entity: "project",
      itemId: id,
      before: null,
      after: projectSnapshot(created),
      fields: PROJECT_REVISION_FIELDS,
      by,
    });
    return created;
  });
  afterPublishingChange("projects", row.id, data);
  return row;
}

/** Updates an item opened at `openedAt`; refuses (stale) when it changed since, never overwriting silently. A new
 *  `slug` renames it (its id is its address): unique, and its old address redirects to the new one for ever. */
export async function updateProject(
  prisma: Db,
  id: string,
  data: ProjectData,
  openedAt: Date | string,
  slug: string | undefined,
  by: SaveBy,
) {
  const to = slug ?? id;
  checkPublishing(data);
  const row = await inTransaction(prisma, async (tx) => {
    if (to !== id && (await tx.project.findUnique({ where: { id: to }, select: { id: true } }))) {
      throw new AdminActionError(SLUG_TAKEN_MESSAGE, "invalid");
    }
    const before = await tx.project.findUnique({ where: { id } });
    const { count } = await tx.project.updateMany({
      where: { id, updatedAt: new Date(openedAt) },
      data: { ...toProjectColumns(data), id: to },
    });
    if (count === 0)
      throw (await tx.project.findUnique({ where: { id }, select: { id: true } }))
        ? stale()
        : notFound(PROJECT_NOT_FOUND);
    if (to !== id) await moveItem(tx, caseStudyPath(id), caseStudyPath(to));
    const saved = await tx.project.findUniqueOrThrow({ where: { id: to } });
    await recordSave(tx, {
      entity: "project",
      itemId: to,
      previousId: id,
      before: before && projectSnapshot(before),
      after: projectSnapshot(saved),
      fields: PROJECT_REVISION_FIELDS,
      by,
    });
    return saved;
  });
  afterPublishingChange("projects", id, to === id ? data : null);
  if (to !== id) afterPublishingChange("projects", to, data);
  return row;
}

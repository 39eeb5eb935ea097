"use server";

import { adminAction } from "@/lib/admin/action";
import { restoringRevision } from "@/lib/access/content";
import { restoreRevision } from "@/lib/revisions/restore";
import { restoreRevisionSchema } from "@/lib/revisions/schema";
import { projectCodec } from "@/lib/projects/codec";
import { projectTags, updateProject } from "@/lib/projects/mutations";

const target = {
  entity: "project" as const,
  read: (s: unknown) => projectCodec.schema.safeParse(projectCodec.normalise(s)),
  update: updateProject,
};

/** Restore: an earlier revision becomes the project again (a new revision itself); its case study updates at once. */
export const restoreProjectRevisionAction = adminAction(
  restoringRevision("project"),
  restoreRevisionSchema,
  async ({ id, revisionId, openedAt }, { prisma, session }) => {
    const row = await restoreRevision(prisma, target, id, revisionId, openedAt, session.email);
    return {
      data: { id: row.id, updatedAt: row.updatedAt.toISOString() },
      audit: { action: "restore-revision", entity: "project", entityId: row.id },
      tags: projectTags(row.id),
    };
  },
);

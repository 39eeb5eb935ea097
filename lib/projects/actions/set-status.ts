"use server";

import type { Prisma } from "@/generated/prisma/client";
import { adminAction } from "@/lib/admin/action";
import { projectTags } from "@/lib/projects/mutations";
import { projectSnapshot } from "@/lib/projects/codec";
import { PROJECT_REVISION_FIELDS } from "@/lib/projects/revision-fields";
import { bulkStatusSchema, bulkStatusWork } from "@/lib/publishing/bulk";
import { withRevisions } from "@/lib/revisions/store";

const read = (tx: Prisma.TransactionClient) => async (ids: string[]) =>
  (await tx.project.findMany({ where: { id: { in: ids } } })).map(projectSnapshot);

/** Publish or Unpublish the selected portfolios, all or none; each one changed gets its revision. */
export const setProjectsStatusAction = adminAction("content.publish", bulkStatusSchema, (input, { prisma, session }) =>
  withRevisions(
    prisma,
    {
      entity: "project",
      ids: input.ids,
      fields: PROJECT_REVISION_FIELDS,
      by: { actor: session.email },
      read: read(prisma),
    },
    () => bulkStatusWork(prisma, "projects", input, projectTags),
  ),
);

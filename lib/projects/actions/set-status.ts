"use server";

import { adminAction } from "@/lib/admin/action";
import { projectTags } from "@/lib/projects/mutations";
import { bulkStatusSchema, bulkStatusWork } from "@/lib/publishing/bulk";

/** Publish or Unpublish the selected portfolios, all or none. */
export const setProjectsStatusAction = adminAction(bulkStatusSchema, (input, { prisma }) => bulkStatusWork(prisma, "projects", input, projectTags));

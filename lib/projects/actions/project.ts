"use server";

import { z } from "zod";
import { adminAction } from "@/lib/admin/action";
import { text } from "@/lib/validation";
import { createProject, projectTags, updateProject } from "@/lib/projects/mutations";
import { projectFormSchema } from "@/lib/projects/schema";

const idSchema = text().trim().min(1).max(200);

/** Add New Portfolio. */
export const createProjectAction = adminAction(projectFormSchema, async (data, { prisma }) => {
  const row = await createProject(prisma, data);
  return { data: { id: row.id }, audit: { action: "create", entity: "project", entityId: row.id }, tags: projectTags(row.id) };
});

/** Update Portfolio: `openedAt` is the updatedAt the form was opened with (stale edit guard). */
export const updateProjectAction = adminAction(
  z.object({ id: idSchema, openedAt: z.iso.datetime(), project: projectFormSchema }),
  async ({ id, openedAt, project }, { prisma }) => {
    const row = await updateProject(prisma, id, project, openedAt);
    return { data: { id: row.id, updatedAt: row.updatedAt.toISOString() },
      audit: { action: "update", entity: "project", entityId: id }, tags: projectTags(id) };
  });

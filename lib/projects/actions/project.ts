"use server";

import { z } from "zod";
import { adminAction } from "@/lib/admin/action";
import { creating, onItems } from "@/lib/access/content";
import { itemIdSchema } from "@/lib/validation";
import { optionalSlug } from "@/lib/redirects/slug";
import { startsAsDraft } from "@/lib/publishing/status";
import { createProject, projectTags, updateProject } from "@/lib/projects/mutations";
import { projectFormSchema } from "@/lib/projects/schema";

type Update = { id: string; project: { status?: string } };

/** Add New Portfolio. */
export const createProjectAction = adminAction(
  creating(),
  projectFormSchema.extend({ ...startsAsDraft, slug: optionalSlug }),
  async ({ slug, ...data }, { prisma, session }) => {
    const row = await createProject(prisma, data, slug, { actor: session.email, userId: session.userId });
    return {
      data: { id: row.id },
      audit: { action: "create", entity: "project", entityId: row.id },
      tags: projectTags(row.id),
    };
  },
);

/** Update Portfolio: `openedAt` is the updatedAt the form was opened with (stale edit guard). */
export const updateProjectAction = adminAction(
  onItems("project", "content.edit", (input: Update) => [input.id], { status: (input) => input.project.status }),
  z.object({ id: itemIdSchema, openedAt: z.iso.datetime(), slug: optionalSlug, project: projectFormSchema }),
  async ({ id, openedAt, slug, project }, { prisma, session }) => {
    const row = await updateProject(prisma, id, project, openedAt, slug, { actor: session.email });
    return {
      data: { id: row.id, updatedAt: row.updatedAt.toISOString() },
      audit: { action: "update", entity: "project", entityId: row.id },
      tags: [...new Set([...projectTags(id), ...projectTags(row.id)])],
    };
  },
);

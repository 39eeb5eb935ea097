"use server";

import { z } from "zod";
import { adminAction, type AdminAction, type AdminDeps } from "@/lib/admin/action";
import { tags } from "@/lib/cache-tags";
import type { ActionResult } from "@/lib/results/action-result";
import { deleteMedia, deleteUnused, removeFiles, updateDetails } from "./mutations";
import { mediaDetailsSchema, mediaIdSchema } from "./schema";
import { mediaStorage } from "./storage";

/** Alt text, caption and focal point of one image. */
export const saveMediaDetailsAction = adminAction("media.manage", mediaDetailsSchema, async (input, { prisma }) => ({
  data: undefined,
  audit: { action: "update", entity: "media", entityId: input.id },
  tags: await updateDetails(prisma, input),
}));

type Removal = { count: number; keys: string[] };

/** The action, then (after its commit) the files of the images it deleted. */
function removingFiles(action: AdminAction<Removal>): AdminAction<{ count: number }> {
  const after = async (result: ActionResult<Removal>): Promise<ActionResult<{ count: number }>> => {
    if (!result.ok) return result;
    await removeFiles(mediaStorage(), result.data.keys);
    return { ok: true, data: { count: result.data.count } };
  };
  return Object.assign(async (input: unknown) => after(await action(input)), {
    withDeps: (deps: AdminDeps) => async (input: unknown) => after(await action.withDeps(deps)(input)),
    access: action.access,
  });
}

/** Deletes one image; while content still uses it, only with `confirmInUse` (the dialog named the places). */
export const deleteMediaAction = removingFiles(
  adminAction(
    "media.manage",
    mediaIdSchema.extend({ confirmInUse: z.boolean().default(false) }),
    async ({ id, confirmInUse }, { prisma }) => ({
      data: { count: 1, keys: await deleteMedia(prisma, id, confirmInUse) },
      audit: { action: "delete", entity: "media", entityId: id },
      tags: [tags.media],
    }),
  ),
);

/** Deletes every image no project or post uses. */
export const deleteUnusedMediaAction = removingFiles(
  adminAction("media.manage", z.object({}), async (_, { prisma }) => ({
    data: await deleteUnused(prisma),
    audit: { action: "cleanup", entity: "media" },
    tags: [tags.media],
  })),
);

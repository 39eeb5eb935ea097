import { z } from "zod";
import { itemIdSchema } from "@/lib/validation";

/** A revision's number, as the database's integer ids go (a larger one would reach Prisma and fail there). */
export const revisionIdSchema = z.coerce.number().int().positive().max(2_147_483_647);

/** Restore a revision of the item the owner is looking at (`openedAt`: the version shown, stale-edit guard). */
export const restoreRevisionSchema = z.object({
  id: itemIdSchema,
  revisionId: revisionIdSchema,
  openedAt: z.iso.datetime(),
});

import { z } from "zod";
import { itemIdSchema } from "@/lib/validation";

/** Restore a revision of the item the owner is looking at (`openedAt`: the version shown, stale-edit guard). */
export const restoreRevisionSchema = z.object({
  id: itemIdSchema,
  revisionId: z.coerce.number().int().positive().max(2_147_483_647), // the database's integer ids
  openedAt: z.iso.datetime(),
});

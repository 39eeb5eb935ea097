import { z } from "zod";
import { text } from "@/lib/validation";

/** Restore a revision of the item the owner is looking at (`openedAt`: the version shown, stale-edit guard). */
export const restoreRevisionSchema = z.object({
  id: text().trim().min(1).max(200),
  revisionId: z.coerce.number().int().positive(),
  openedAt: z.iso.datetime(),
});

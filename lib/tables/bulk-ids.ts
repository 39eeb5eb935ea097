import { z } from "zod";
import { itemIdSchema } from "@/lib/validation";

/** The selected rows of a table's bulk action. */
export const bulkIdsSchema = z.object({
  ids: z
    .array(itemIdSchema, { error: "Select at least one item." })
    .min(1, "Select at least one item.")
    .max(500, "Choose at most 500 items at once."),
});

import { z } from "zod";
import { itemIdSchema, text } from "@/lib/validation";
import { typeNameSchema } from "@/lib/collections/schemas";

/** One item of the review workflow: its content type's name and its id. */
export const reviewItemSchema = z.object({ kind: typeNameSchema, id: itemIdSchema });

/** Send back: the item and what the author should change. */
export const sendBackSchema = reviewItemSchema.extend({
  comment: text()
    .trim()
    .min(1, "Say what should change before it can be published.")
    .max(2000, "Keep the comment under 2,000 characters."),
});

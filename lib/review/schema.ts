import { z } from "zod";
import { itemIdSchema, text } from "@/lib/validation";

const REVIEW_KINDS = ["project", "blog"] as const;

/** One item of the review workflow: its kind and id. */
export const reviewItemSchema = z.object({
  kind: z.enum(REVIEW_KINDS, { error: "Say which kind of item this is." }),
  id: itemIdSchema,
});

/** Send back: the item and what the author should change. */
export const sendBackSchema = reviewItemSchema.extend({
  comment: text()
    .trim()
    .min(1, "Say what should change before it can be published.")
    .max(2000, "Keep the comment under 2,000 characters."),
});

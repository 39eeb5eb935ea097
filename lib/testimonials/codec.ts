import { entityIdSchema, fileTimestamps } from "@/lib/entity/codec";
import { finishLegacy, isRecord, renameKeys } from "@/lib/entity/legacy";
import { testimonialInputSchema } from "./schema";

/** A testimonial in a backup or export file. */
export const testimonialEntitySchema = testimonialInputSchema.extend({ id: entityIdSchema, ...fileTimestamps });

/** The reviews page's own names (content/reviews.ts: name, review) and a case study's (author, position). */
const ALIASES: Record<string, string> = { name: "title", author: "title", review: "quote", position: "role" };

export function normaliseTestimonial(raw: unknown): unknown {
  if (!isRecord(raw)) return raw;
  return finishLegacy(renameKeys(raw, ALIASES));
}

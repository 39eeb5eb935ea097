import { z } from "zod";
import { text } from "@/lib/validation";

const SLUG_FORMAT_MESSAGE = "A slug is lower-case letters and digits joined by hyphens, such as my-project.";
export const SLUG_TAKEN_MESSAGE = "That slug is already used by another item.";

/** The last part of an item's address: lower-case words joined by hyphens. */
export const slugSchema = text()
  .trim()
  .toLowerCase()
  .min(1, SLUG_FORMAT_MESSAGE)
  .max(80, "Keep the slug under 80 characters.")
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, SLUG_FORMAT_MESSAGE);
export const optionalSlug = z.preprocess((v) => (v === "" || v === null ? undefined : v), slugSchema.optional());

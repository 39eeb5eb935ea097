import { z } from "zod";

export const REQUIRED_FIELDS_MESSAGE = "Please fill in all required fields.";

export const tooLong = (max: number) => `Keep this under ${max.toLocaleString("en-US")} characters.`;

/** Required text: missing or blank gives the spec's "Please fill in all required fields."; too long says so. */
export const requiredText = (max: number) =>
  z.string({ error: (issue) => (issue.code === "invalid_type" ? REQUIRED_FIELDS_MESSAGE : undefined) })
    .trim().min(1, REQUIRED_FIELDS_MESSAGE).max(max, tooLong(max));

/** Optional free text: trimmed, blank becomes undefined. */
export const optionalText = (max = 2000) =>
  z.string().trim().max(max, tooLong(max)).optional().transform((v) => (v ? v : undefined));

/** An absolute http(s) URL or a path on this site ("/images/…"); blank becomes undefined. */
export const urlOrPath = z.string().trim().max(2000)
  .refine((v) => v === "" || v.startsWith("/") && !v.startsWith("//") || /^https?:\/\/[^\s]+$/i.test(v), {
    message: "Enter a full URL (https://…) or a path starting with /",
  })
  .optional()
  .transform((v) => (v ? v : undefined));

/** List entries are trimmed; blanks and duplicates are ignored (spec 001 §5). */
export const textList = (maxItems = 50, maxLength = 300) =>
  z.array(z.string().max(maxLength)).max(maxItems).default([])
    .transform((items) => [...new Set(items.map((s) => s.trim()).filter(Boolean))]);

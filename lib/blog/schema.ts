import { z } from "zod";
import { publishingFields } from "@/lib/publishing/status";
import {
  optionalText,
  REQUIRED_FIELDS_MESSAGE,
  requiredText,
  storableDate,
  text,
  textList,
  tooLong,
} from "@/lib/validation";
import { imageUrl } from "@/lib/images/image-url";

export const DEFAULT_READING_TIME = 5;
export const CONTENT_EMPTY_MESSAGE = "Content cannot be empty.";

export const BLOG_CATEGORIES = [
  "AI & Machine Learning",
  "Mobile Development",
  "SaaS",
  "Web Development",
  "Tech Trends",
  "Case Studies",
] as const;

/** Reading time is a whole number of minutes, falling back to 5 when missing, empty or not numeric. */
export const readingTimeSchema = z
  .union([z.string(), z.number(), z.null()])
  .optional()
  .transform((v) => {
    const n = typeof v === "number" ? v : Number.parseInt(String(v ?? "").trim(), 10);
    return Number.isFinite(n) && n > 0 ? Math.min(Math.round(n), 600) : DEFAULT_READING_TIME;
  });

export const blogInputSchema = z.object({
  title: requiredText(200),
  excerpt: text().trim().max(1000).default(""),
  content: text({ error: (issue) => (issue.code === "invalid_type" ? REQUIRED_FIELDS_MESSAGE : undefined) })
    .min(1, REQUIRED_FIELDS_MESSAGE)
    .max(200_000, tooLong(200_000))
    .refine((v) => v.trim().length > 0, CONTENT_EMPTY_MESSAGE),
  authorName: requiredText(100),
  authorAvatar: imageUrl,
  authorBio: optionalText(1000),
  publishedAt: storableDate("Enter a valid date"),
  category: optionalText(60),
  featuredImage: imageUrl,
  tags: textList(20, 40),
  readingTime: readingTimeSchema,
  featured: z.boolean().default(false),
  ...publishingFields,
});
export type BlogInput = z.input<typeof blogInputSchema>;
export type BlogData = z.output<typeof blogInputSchema>;

/** A stored blog post as the rest of the app sees it; id is the URL slug. */
export type BlogPost = BlogData & { id: string; createdAt: Date; updatedAt: Date };

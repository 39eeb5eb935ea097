import type { z } from "zod";
import { DEFAULT_READING_TIME, type BlogPost, type blogInputSchema } from "@/lib/blog/schema";

export type BlogFormValues = Omit<z.input<typeof blogInputSchema>, "publishedAt" | "readingTime" | "publishAt"> & {
  /** ISO from the server; the datetime-local value (browser time) in the form. */
  publishAt: string;
  /** The post's address; suggested from the title for a new post. */
  slug: string;
  /** The date part only (yyyy-mm-dd) in the form; saved as a full ISO timestamp. */
  publishedAt: string;
  readingTime: string;
};

/** yyyy-mm-dd of a date in local time. */
export const datePart = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;

/** The date input's value as a full ISO timestamp (local midnight), or the raw text when it is not a date. */
export function toIsoTimestamp(date: string): string {
  const d = new Date(`${date}T00:00:00`);
  return Number.isNaN(d.getTime()) ? date : d.toISOString();
}

/** Defaults: empty text, no tags, today, 5 minutes; an edit starts from the stored post. */
export function blogFormValues(post?: BlogPost, today = new Date()): BlogFormValues {
  return {
    title: post?.title ?? "",
    excerpt: post?.excerpt ?? "",
    content: post?.content ?? "",
    authorName: post?.authorName ?? "",
    authorAvatar: post?.authorAvatar ?? "",
    authorBio: post?.authorBio ?? "",
    publishedAt: datePart(post?.publishedAt ?? today),
    category: post?.category ?? "",
    featuredImage: post?.featuredImage ?? "",
    tags: post?.tags ?? [],
    readingTime: String(post?.readingTime ?? DEFAULT_READING_TIME),
    featured: post?.featured ?? false,
    slug: post?.id ?? "",
    status: post?.status ?? "draft",
    publishAt: post?.publishAt?.toISOString() ?? "",
  };
}

import { builtInBlogPosts } from "@/content/blog";
import { blogInputSchema, type BlogPost } from "./schema";
import { readingTimeFor } from "./reading-time";

/** The built-in articles as domain BlogPosts (used to seed, to migrate, and as the fallback when the database fails). */
export function builtInBlogList(): BlogPost[] {
  return builtInBlogPosts.map(({ id, ...input }) => {
    const data = blogInputSchema.parse({ ...input, readingTime: readingTimeFor(input.content) });
    return { id, ...data, createdAt: data.publishedAt, updatedAt: data.publishedAt };
  });
}

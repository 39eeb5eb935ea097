import { builtInProjects } from "@/content/projects";
import { builtInBlogPosts } from "@/content/blog";
import { projectInputSchema, type Project } from "@/lib/projects/schema";
import { blogInputSchema, type BlogPost } from "@/lib/blog/schema";

/** The built-in portfolio as domain Projects (used to seed, to migrate, and as the fallback when the database fails). */
export function builtInProjectList(): Project[] {
  return builtInProjects.map(({ id, createdAt, ...input }) => {
    const date = new Date(createdAt);
    return { id, ...projectInputSchema.parse(input), createdAt: date, updatedAt: date };
  });
}

export function builtInBlogList(): BlogPost[] {
  return builtInBlogPosts.map(({ id, ...input }) => {
    const data = blogInputSchema.parse(input);
    return { id, ...data, createdAt: data.publishedAt, updatedAt: data.publishedAt };
  });
}

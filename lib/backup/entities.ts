import { z } from "zod";
import { projectInputSchema, type Project } from "@/lib/projects/schema";
import { blogInputSchema, type BlogPost } from "@/lib/blog/schema";

/** A project or post id as it appears in a file: the URL slug (older exports may hold numbers). */
export const entityIdSchema = z.union([z.string(), z.number()]).transform(String)
  .pipe(z.string().trim().min(1, "An id is required").max(200)
    .regex(/^[A-Za-z0-9][A-Za-z0-9._~-]*$/, "Ids may hold only letters, digits, '.', '_', '~' and '-'"));

const timestamps = {
  createdAt: z.coerce.date({ error: "Enter a valid date" }).optional(),
  updatedAt: z.coerce.date({ error: "Enter a valid date" }).optional(),
};

/** A project in a backup or export file (after the old column names are mapped, see legacy.ts). */
export const projectEntitySchema = projectInputSchema.extend({ id: entityIdSchema, ...timestamps });
export type ProjectEntity = z.output<typeof projectEntitySchema>;

export const blogEntitySchema = blogInputSchema.extend({ id: entityIdSchema, ...timestamps });
export type BlogEntity = z.output<typeof blogEntitySchema>;

export interface ContentSet {
  projects: ProjectEntity[];
  blogs: BlogEntity[];
}

/** How a stored entity is written into a file: the domain object with dates as ISO strings, undefined left out. */
export type Serialized<T> = { [K in keyof T]: T[K] extends Date ? string : T[K] };
export type SerializedProject = Serialized<Project>;
export type SerializedBlogPost = Serialized<BlogPost>;

export function serialize<T extends object>(entity: T): Serialized<T> {
  return JSON.parse(JSON.stringify(entity)) as Serialized<T>;
}

import { builtInProjects } from "@/content/projects";
import { projectInputSchema, type Project } from "./schema";

/** The built-in portfolio as domain Projects (used to seed, to migrate, and as the fallback when the database fails). */
export function builtInProjectList(): Project[] {
  return builtInProjects.map(({ id, createdAt, ...input }) => {
    const date = new Date(createdAt);
    return { id, ...projectInputSchema.parse(input), createdAt: date, updatedAt: date };
  });
}

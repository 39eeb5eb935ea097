import "server-only";
import { adminBlogPost } from "@/lib/blog/admin-queries";
import { adminProject } from "@/lib/projects/admin-queries";
import type { BlogPost } from "@/lib/blog/schema";
import type { Project } from "@/lib/projects/schema";
import { previewViewer, type PreviewViewer } from "./access";

export interface Previewed<T> {
  item: T;
  viewer: PreviewViewer;
}

/** The saved version of a post whatever its status, read uncached, when this request may preview it (draft mode and
 *  an admin or its share link); otherwise null and the page shows the public version. */
export async function previewedBlogPost(id: string): Promise<Previewed<BlogPost> | null> {
  const viewer = await previewViewer("blog", id);
  const item = viewer ? await adminBlogPost(id) : null;
  return viewer && item ? { item, viewer } : null;
}

/** The same for a project's case study. */
export async function previewedProject(id: string): Promise<Previewed<Project> | null> {
  const viewer = await previewViewer("project", id);
  const item = viewer ? await adminProject(id) : null;
  return viewer && item ? { item, viewer } : null;
}

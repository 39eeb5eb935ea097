import { projectType } from "@/lib/projects/type";
import { blogType } from "@/lib/blog/type";
import { testimonialType } from "@/lib/testimonials/type";
import type { AnyContentType } from "@/lib/content/type";

/** Every kind of content the owner manages. Every feature (publishing, revisions, trash, preview, autosave, slugs and
 *  redirects, search, sitemap, media usage, backups, the admin lists and editors) loops over this list: adding a
 *  kind is its definition and one line here (README, "Adding a content type"). */
export const CONTENT_TYPES = [projectType, blogType, testimonialType] as const;

export type ContentTypeName = (typeof CONTENT_TYPES)[number]["name"];

/** The registry as the loops see it: each type with its own data types erased. */
export const contentTypes: readonly AnyContentType[] = CONTENT_TYPES.map((type) => type);

export const CONTENT_TYPE_NAMES = CONTENT_TYPES.map((t) => t.name) as [ContentTypeName, ...ContentTypeName[]];

/** The type of this name, or undefined. */
export const contentTypeNamed = (name: string): AnyContentType | undefined => contentTypes.find((t) => t.name === name);

/** The type whose admin list is /admin/{segment}, or undefined. */
export const contentTypeAt = (segment: string): AnyContentType | undefined =>
  contentTypes.find((t) => t.admin.path === `/admin/${segment}`);

import type { MetadataRoute } from "next";
import { getBlogPosts } from "@/lib/blog/queries";
import { blogPath } from "@/lib/blog/rules";
import { getProjects } from "@/lib/projects/queries";
import { SERVICE_ROUTES } from "@/lib/routes";
import { caseStudyPath } from "@/lib/paths";
import { getSiteSettings } from "@/lib/settings/queries";

/** Public pages without entity data behind them. */
export const STATIC_ROUTES = [
  "/",
  "/portfolio",
  "/products",
  "/products/speaksify",
  "/blogs",
  "/reviews",
  "/privacy-policy",
  ...SERVICE_ROUTES,
] as const;

/** Every public route, case study and blog post, with absolute URLs from the site URL configured at run time. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [{ data: projects }, { data: posts }, { siteUrl }] = await Promise.all([
    getProjects(),
    getBlogPosts(),
    getSiteSettings(),
  ]);
  const url = (path: string) => `${siteUrl}${path}`;
  const newest = (dates: Date[]) => new Date(Math.max(0, ...dates.map((d) => d.getTime())));
  const contentChanged = newest([...projects.map((p) => p.updatedAt), ...posts.map((p) => p.updatedAt)]);
  return [
    ...STATIC_ROUTES.map((path) => ({
      url: url(path),
      lastModified: path === "/blogs" ? newest(posts.map((p) => p.updatedAt)) : contentChanged,
      changeFrequency: "monthly" as const,
      priority: path === "/" ? 1 : 0.7,
    })),
    ...projects.map((project) => ({
      url: url(caseStudyPath(project.id)),
      lastModified: project.updatedAt,
      changeFrequency: "monthly" as const,
      priority: 0.6,
    })),
    ...posts.map((post) => ({
      url: url(blogPath(post.id)),
      lastModified: post.updatedAt,
      changeFrequency: "monthly" as const,
      priority: 0.6,
    })),
  ];
}

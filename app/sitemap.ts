import type { MetadataRoute } from "next";
import { SERVICE_ROUTES } from "@/lib/routes";
import { getSiteSettings } from "@/lib/settings/queries";
import { publicPages } from "@/lib/collections/public-items";

/** Public pages without items behind them. */
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

/** Every public route and every public item's page (case studies, articles, …), with absolute URLs from the site URL
 *  configured at run time. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [byType, { siteUrl }] = await Promise.all([publicPages(), getSiteSettings()]);
  const url = (path: string) => `${siteUrl}${path}`;
  const newest = (dates: Date[]) => new Date(Math.max(0, ...dates.map((d) => d.getTime())));
  const items = byType.flatMap((list) => list.pages);
  const contentChanged = newest(items.map((p) => p.updatedAt));
  const blogChanged = newest(
    byType.filter((list) => list.type === "blog").flatMap((list) => list.pages.map((p) => p.updatedAt)),
  );
  return [
    ...STATIC_ROUTES.map((path) => ({
      url: url(path),
      lastModified: path === "/blogs" ? blogChanged : contentChanged,
      changeFrequency: "monthly" as const,
      priority: path === "/" ? 1 : 0.7,
    })),
    ...items.map((page) => ({
      url: url(page.path),
      lastModified: page.updatedAt,
      changeFrequency: "monthly" as const,
      priority: 0.6,
    })),
  ];
}

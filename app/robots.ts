import type { MetadataRoute } from "next";
import { site } from "@/content/settings";

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: "*", allow: "/", disallow: ["/admin", "/api"] }],
    sitemap: `${site.siteUrl}/sitemap.xml`,
  };
}

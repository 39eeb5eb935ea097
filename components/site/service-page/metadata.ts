import type { Metadata } from "next";
import { site } from "@/content/settings";
import type { ServicePage } from "@/content/service-pages/types";

/** Title, description, canonical URL and Open Graph of a landing page. */
export function landingMetadata({ route, title, description }: { route: string; title: string; description: string }): Metadata {
  return {
    title,
    description,
    alternates: { canonical: route },
    openGraph: {
      type: "website", siteName: site.name, locale: "en_US", title, description, url: route,
      images: ["/images/og-default.png"],
    },
  };
}

export const servicePageMetadata = (page: ServicePage): Metadata => landingMetadata({ route: page.route, ...page.meta });

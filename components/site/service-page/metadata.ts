import type { Metadata } from "next";
import type { ServicePage } from "@/content/service-pages/types";
import { getSiteSettings } from "@/lib/settings/queries";

/** Title, description, canonical URL and Open Graph of a landing page (site name and image from the settings). */
export async function landingMetadata({
  route,
  title,
  description,
}: {
  route: string;
  title: string;
  description: string;
}): Promise<Metadata> {
  const settings = await getSiteSettings();
  return {
    title,
    description,
    alternates: { canonical: route },
    openGraph: {
      type: "website",
      siteName: settings.name,
      locale: "en_US",
      title,
      description,
      url: route,
      ...(settings.seo.ogImage && { images: [settings.seo.ogImage] }),
    },
  };
}

export const servicePageMetadata = (page: ServicePage) => landingMetadata({ route: page.route, ...page.meta });

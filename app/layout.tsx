import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { Providers } from "@/components/providers.client";
import { getSiteSettings } from "@/lib/settings/queries";
import { inter, spaceGrotesk } from "@/lib/fonts";
import { seedWhenOpened } from "@/lib/seeding";
import "./globals.css";

// The build prerenders pages from a database it opens for itself: seeded with the built-in content, as a server's is.
seedWhenOpened();

/** Every page's defaults, from the site settings; URLs are resolved against the site URL configured at run time. */
export async function generateMetadata(): Promise<Metadata> {
  const site = await getSiteSettings();
  return {
    metadataBase: new URL(site.siteUrl),
    title: { default: site.seo.title, template: `%s | ${site.name}` },
    description: site.seo.description,
    applicationName: site.name,
    openGraph: {
      type: "website",
      siteName: site.name,
      locale: "en_US",
      ...(site.seo.ogImage && { images: [site.seo.ogImage] }),
    },
    twitter: { card: "summary_large_image" },
    alternates: { types: { "application/rss+xml": "/rss.xml" } },
  };
}

export const viewport: Viewport = {
  themeColor: [
    { media: "(prefers-color-scheme: dark)", color: "#0b0f1a" },
    { media: "(prefers-color-scheme: light)", color: "#f8fafc" },
  ],
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" suppressHydrationWarning className={`${inter.variable} ${spaceGrotesk.variable}`}>
      <body>
        <Providers>{children}</Providers>
      </body>
    </html>
  );
}

import type { ServicePage } from "./types";

/** "$15,000" → "15000"; anything without a number (e.g. "Custom") → undefined. */
export function priceNumber(price: string | undefined): string | undefined {
  const digits = price?.replace(/[^\d.]/g, "");
  return digits ? digits : undefined;
}

/** The page's schema.org `Service` (JSON-LD), offering the starting price when one is known. */
export function serviceJsonLd(page: ServicePage, site: { name: string; siteUrl: string }, startingPrice?: string) {
  const price = priceNumber(startingPrice);
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name: page.meta.title,
    description: page.meta.description,
    url: `${site.siteUrl}${page.route}`,
    areaServed: "Worldwide",
    provider: { "@type": "Organization", name: site.name, url: site.siteUrl },
    ...(price && {
      offers: {
        "@type": "Offer",
        priceCurrency: "USD",
        priceSpecification: { "@type": "PriceSpecification", minPrice: price, priceCurrency: "USD" },
        description: `Starting at ${startingPrice}`,
      },
    }),
  };
}

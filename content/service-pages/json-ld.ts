import type { ServicePage } from "./types";

/** "$15,000" → "15000"; anything without a number (e.g. "Custom") → undefined. */
export function priceNumber(price: string | undefined): string | undefined {
  const digits = price?.replace(/[^\d.]/g, "");
  return digits ? digits : undefined;
}

/** The lowest of the card's starting price and the page's own package prices (/saas: packages from $5,000, while
 *  the card's full platform starts at $15,000), as written ("$5,000"). */
export function lowestPrice(page: ServicePage, cardPrice?: string): string | undefined {
  const packages = page.sections.flatMap((s) => (s.kind === "packages" ? s.packages.map((p) => p.price) : []));
  const priced = [cardPrice, ...packages].filter((p): p is string => priceNumber(p) !== undefined);
  return priced.sort((a, b) => Number(priceNumber(a)) - Number(priceNumber(b)))[0];
}

/** The page's schema.org `Service` (JSON-LD), offering the starting price when one is known. */
export function serviceJsonLd(page: ServicePage, site: { name: string; siteUrl: string }, cardPrice?: string) {
  const startingPrice = lowestPrice(page, cardPrice);
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

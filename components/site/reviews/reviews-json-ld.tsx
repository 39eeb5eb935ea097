import type { Review } from "@/content/types";
import { getSiteSettings } from "@/lib/settings/queries";
import { JsonLd } from "@/components/ui/json-ld";

/** Organization with AggregateRating and the reviews shown. */
export async function ReviewsJsonLd({ reviews }: { reviews: Review[] }) {
  const site = await getSiteSettings();
  const data = {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: site.name,
    url: site.siteUrl,
    aggregateRating: {
      "@type": "AggregateRating",
      ratingValue: 4.9,
      bestRating: 5,
      worstRating: 1,
      reviewCount: reviews.length,
    },
    review: reviews.map((r) => ({
      "@type": "Review",
      author: {
        "@type": "Person",
        name: r.name,
        ...(r.role ? { jobTitle: r.role } : {}),
        ...(r.company ? { worksFor: { "@type": "Organization", name: r.company } } : {}),
      },
      reviewRating: { "@type": "Rating", ratingValue: r.rating, bestRating: 5, worstRating: 1 },
      reviewBody: r.review,
    })),
  };
  return <JsonLd data={data} />;
}

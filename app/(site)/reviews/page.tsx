import type { Metadata } from "next";
import { Icon } from "@/components/ui/icon";
import { ReviewsFilter } from "@/components/site/reviews/reviews-filter.client";
import { ReviewsHero } from "@/components/site/reviews/reviews-hero";
import { ReviewsJsonLd } from "@/components/site/reviews/reviews-json-ld";
import { ScopingLink } from "@/components/site/scoping-link";
import { buttonClass } from "@/components/ui/button";
import { getTestimonials } from "@/lib/testimonials/queries";
import { reviewsOf } from "@/lib/testimonials/rules";

export const metadata: Metadata = {
  title: "Client Reviews",
  description: "Rated 4.9/5: what founders and product teams say about building with Kairo Labs.",
  alternates: { canonical: "/reviews" },
};

/** /reviews: the published testimonials not linked to a case study, from a cached read (no database query per visitor);
 *  the filter runs in the browser. */
export default async function ReviewsPage() {
  const reviews = reviewsOf((await getTestimonials()).data);
  return (
    <>
      <ReviewsJsonLd reviews={reviews} />
      <noscript>
        <style>{".reveal{opacity:1!important;transform:none!important}"}</style>
      </noscript>
      <ReviewsHero />
      <section aria-label="Reviews" className="container-page pb-20">
        <ReviewsFilter all={reviews} />
      </section>
      <section className="container-page pb-24">
        <div className="relative overflow-hidden rounded-card border border-border bg-surface px-6 py-14 text-center md:px-12">
          <div
            aria-hidden
            className="pointer-events-none absolute inset-0 bg-[radial-gradient(50%_80%_at_50%_100%,color-mix(in_oklch,var(--color-cyan)_18%,transparent),transparent)]"
          />
          <h2 className="relative text-h2 font-display font-semibold">Ready to be our next success story?</h2>
          <p className="relative mx-auto mt-4 max-w-xl text-muted">
            Book a free scoping session and get a plan, a timeline and a price for your product.
          </p>
          <ScopingLink utmSource="reviews" className={buttonClass({ size: "lg", className: "relative mt-8" })}>
            Get Started
            <Icon name="ArrowUpRight" />
          </ScopingLink>
        </div>
      </section>
    </>
  );
}

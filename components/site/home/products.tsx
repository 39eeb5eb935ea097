import Link from "next/link";
import { Icon } from "@/components/ui/icon";
import { featuredProduct } from "@/content/products";
import { buttonClass } from "@/components/ui/button";
import { SectionHeading } from "./section-heading";
import { CARD_STAGGER_MS, revealDelay } from "./reveal-delay";
import { KeepRangesTogether } from "@/components/ui/keep-together";

/** The featured voice-AI product with its four claims. */
export function Products() {
  const product = featuredProduct;
  return (
    <section id="products-section" aria-labelledby="products-title" className="section-y">
      <div className="container-page">
        <SectionHeading id="products-title" eyebrow="Our products" title="Products we run in production" />
        <div
          data-reveal
          className="relative mt-12 overflow-hidden rounded-[1.75rem] border border-border bg-surface p-7 md:p-12"
        >
          <div
            aria-hidden
            className="pointer-events-none absolute -top-32 -right-24 size-96 rounded-full bg-pink/25 blur-3xl"
          />
          <div
            aria-hidden
            className="pointer-events-none absolute -bottom-40 left-1/3 size-96 rounded-full bg-purple/20 blur-3xl"
          />
          <div className="relative grid gap-10 md:grid-cols-2 md:items-center">
            <div>
              <span className="inline-flex items-center gap-2 rounded-pill border border-pink/40 bg-pink/10 px-3 py-1 text-sm font-medium text-[oklch(0.47_0.19_350)] dark:text-pink">
                <Icon name={product.icon} className="size-4" /> {product.tag}
              </span>
              <h3 className="mt-5 text-h1 font-semibold">{product.title}</h3>
              <p className="mt-2 text-lg font-medium text-accent-ink">{product.tagline}</p>
              <p className="mt-4 max-w-prose leading-relaxed text-muted">{product.description}</p>
              <div className="mt-8 flex flex-wrap gap-3">
                <Link href={product.ctaLink} className={buttonClass({ size: "lg" })}>
                  Get Started <Icon name="ArrowRight" />
                </Link>
                <Link href="/products" className={buttonClass({ size: "lg", variant: "outline" })}>
                  View All Products
                </Link>
              </div>
            </div>
            <ul className="claim-list grid gap-3 sm:grid-cols-2">
              {(product.claims ?? []).map((claim, i) => (
                <li key={claim} data-reveal style={revealDelay(i * CARD_STAGGER_MS)}>
                  <Icon name="CheckCircle2" />
                  <p>
                    <KeepRangesTogether text={claim} />
                  </p>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </section>
  );
}

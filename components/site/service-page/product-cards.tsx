import Link from "next/link";
import { Icon } from "@/components/ui/icon";
import type { ProductCard } from "@/content/types";
import { buttonClass } from "@/components/ui/button";
import { balancedGrid, balancedItem } from "@/components/ui/balanced-grid";
import { cn } from "@/lib/utils";
import { contactPath } from "@/lib/paths";
import { KeepRangesTogether } from "@/components/ui/keep-together";

/** Products listing cards stagger in by 200 ms per index. */
const PRODUCT_STAGGER_MS = 200;

/** `from` names the page the cards are on: a card leading to the contact form records it as the lead's origin. */
export function ProductCards({ products, from }: { products: ProductCard[]; from: string }) {
  const rest = products.filter((p) => !p.featured);
  return (
    <ul className={cn("gap-6", balancedGrid(rest.length))}>
      {products.map((product, index) => (
        <li
          key={product.id}
          id={product.id}
          data-testid="product-card"
          style={{ animationDelay: `${index * PRODUCT_STAGGER_MS}ms` }}
          className={cn(
            "animate-rise motion-reduce:animate-none relative scroll-mt-28 flex flex-col rounded-card border bg-surface p-8",
            product.featured
              ? "border-transparent ring-2 ring-pink/70 col-span-full lg:grid lg:grid-cols-2 lg:gap-12 lg:p-12"
              : cn("border-border", balancedItem(rest.indexOf(product), rest.length)),
          )}
        >
          <div>
            <div className="flex items-center gap-3">
              <span className="inline-flex size-12 items-center justify-center rounded-xl bg-gradient-brand text-white">
                <Icon name={product.icon ?? "Sparkles"} className="size-6" />
              </span>
              <span className="rounded-pill border border-border px-3 py-1 text-xs font-semibold uppercase tracking-wider text-muted">
                {product.tag}
              </span>
            </div>
            <h2 className="mt-6 text-h3 font-semibold md:text-h2">{product.title}</h2>
            <p className="mt-2 font-medium text-accent-ink">{product.tagline}</p>
            <p className="mt-4 leading-relaxed text-muted">{product.description}</p>
          </div>
          <div className={cn("mt-6 flex flex-col", product.featured && "lg:mt-0")}>
            {product.claims && (
              <ul className="checklist space-y-3 text-sm">
                {product.claims.map((claim) => (
                  <li key={claim}>
                    <span>
                      <KeepRangesTogether text={claim} />
                    </span>
                  </li>
                ))}
              </ul>
            )}
            <Link
              href={product.ctaLink === contactPath() ? contactPath(from) : product.ctaLink}
              aria-label={`${product.ctaText}: ${product.title}`}
              className={buttonClass({
                variant: product.featured ? "primary" : "outline",
                className: "mt-8 self-start",
              })}
            >
              {product.ctaText}
              <Icon name="ArrowRight" />
            </Link>
          </div>
        </li>
      ))}
    </ul>
  );
}

import type { Package } from "@/content/service-pages/types";
import { ScopingLink } from "@/components/site/scoping-link";
import { buttonClass } from "@/components/ui/button";
import { cn } from "@/lib/utils";

/** Pricing packages; the popular one is raised and badged 'Most Popular'. */
export function Packages({ id, packages }: { id: string; packages: Package[] }) {
  return (
    <ul className="grid items-stretch gap-5 lg:grid-cols-3">
      {packages.map((pkg) => (
        <li
          key={pkg.name}
          data-testid={`${id}-item`}
          data-popular={pkg.popular ? "true" : undefined}
          className={cn(
            "relative flex flex-col rounded-card border bg-surface p-8",
            pkg.popular
              ? "border-transparent shadow-[0_30px_80px_-40px] shadow-blue/60 ring-2 ring-blue"
              : "border-border",
          )}
        >
          {pkg.popular && (
            <p className="absolute -top-3 left-8 rounded-pill bg-gradient-brand px-3 py-1 text-xs font-semibold text-white">
              Most Popular
            </p>
          )}
          <h3 className="text-h3 font-semibold">{pkg.name}</h3>
          <p className="tabular mt-4 font-display text-4xl font-semibold">{pkg.price}</p>
          <p className="mt-3 text-muted">{pkg.description}</p>
          <ul className="checklist mt-6 space-y-3 border-t border-border pt-6 text-sm">
            {pkg.features.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
          <ScopingLink
            utmSource={`saas-${pkg.name.toLowerCase()}`}
            className={buttonClass({ variant: pkg.popular ? "primary" : "outline", className: "mt-8 w-full" })}
          >
            Choose {pkg.name}
          </ScopingLink>
        </li>
      ))}
    </ul>
  );
}

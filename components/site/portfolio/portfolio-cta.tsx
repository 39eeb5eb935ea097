import { Icon } from "@/components/ui/icon";
import { ScopingLink } from "@/components/site/scoping-link";
import { buttonClass } from "@/components/ui/button";

/** The closing call to action of the portfolio page. */
export function PortfolioCta() {
  return (
    <section aria-labelledby="portfolio-cta" className="container-page pb-24">
      <div className="relative overflow-hidden rounded-[2rem] border border-border bg-surface px-6 py-16 text-center md:px-16">
        <div
          aria-hidden
          className="pointer-events-none absolute -right-24 -top-24 size-72 rounded-full bg-purple/20 blur-3xl"
        />
        <div
          aria-hidden
          className="pointer-events-none absolute -bottom-24 -left-24 size-72 rounded-full bg-cyan/20 blur-3xl"
        />
        <h2 id="portfolio-cta" className="relative text-h2 font-semibold">
          Ready to Start Your Project
        </h2>
        <p className="relative mx-auto mt-4 max-w-xl text-muted">
          Tell us what you are building. In a free scoping session we map the goals, risks and a realistic plan.
        </p>
        <ScopingLink utmSource="portfolio" className={buttonClass({ size: "lg", className: "relative mt-8" })}>
          Book a Scoping Session <Icon name="ArrowRight" />
        </ScopingLink>
      </div>
    </section>
  );
}

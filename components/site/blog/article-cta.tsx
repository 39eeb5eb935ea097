import Link from "next/link";
import { Icon } from "@/components/ui/icon";
import { ScopingLink } from "@/components/site/scoping-link";
import { buttonClass } from "@/components/ui/button";

/** The end of every article: what to do next if the reader has a project like it. */
export function ArticleCta() {
  return (
    <aside
      aria-labelledby="article-cta-title"
      data-testid="article-cta"
      className="relative mt-14 overflow-hidden rounded-card border border-border bg-surface p-8 md:p-10"
    >
      <div
        aria-hidden
        className="pointer-events-none absolute -right-20 -top-24 size-64 rounded-full bg-cyan/15 blur-3xl"
      />
      <h2 id="article-cta-title" className="relative font-display text-h3 font-semibold">
        Building something like this?
      </h2>
      <p className="relative mt-3 max-w-xl leading-relaxed text-muted">
        Tell us about it. In a free scoping session we map the goals, the risks and a realistic plan — whether or not
        you work with us.
      </p>
      <div className="relative mt-6 flex flex-wrap gap-3">
        <ScopingLink utmSource="blog" className={buttonClass()}>
          Book a Scoping Session <Icon name="ArrowRight" />
        </ScopingLink>
        <Link href="/portfolio" className={buttonClass({ variant: "outline" })}>
          See our work
        </Link>
      </div>
    </aside>
  );
}

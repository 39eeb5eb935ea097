import { REVIEW_STATS } from "@/content/reviews";

/** The reviews hero: title and the four fixed stats. */
export function ReviewsHero() {
  return (
    <header className="relative overflow-hidden pb-16 pt-32 md:pb-20 md:pt-44">
      <div
        aria-hidden
        className="pointer-events-none absolute inset-x-0 top-0 -z-10 h-[32rem] bg-[radial-gradient(60%_60%_at_50%_0%,color-mix(in_oklch,var(--color-purple)_22%,transparent),transparent)]"
      />
      <div className="container-page text-center">
        <p className="eyebrow">Client Reviews</p>
        <h1 className="mx-auto mt-4 max-w-4xl text-h1 font-display font-semibold text-balance">
          What our clients <span className="text-gradient">say about us</span>
        </h1>
        <p className="mx-auto mt-5 max-w-2xl text-lg leading-relaxed text-muted">
          Founders, product leaders and operators on what it is like to build with Kairo Labs — in their own words.
        </p>
        <dl className="mx-auto mt-12 grid max-w-4xl grid-cols-2 gap-px overflow-hidden rounded-card border border-border bg-border md:grid-cols-4">
          {Object.values(REVIEW_STATS).map((stat) => (
            <div key={stat.label} className="flex flex-col-reverse gap-1 bg-surface px-4 py-6">
              <dt className="text-sm text-muted">{stat.label}</dt>
              <dd className="tabular font-display text-3xl font-semibold tracking-tight md:text-4xl">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </header>
  );
}

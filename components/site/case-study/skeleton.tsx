/** The case-study skeleton shown while the page streams. */
export function CaseStudySkeleton() {
  const bar = "animate-pulse rounded-full bg-surface-2";
  return (
    <div role="status" aria-label="Loading case study" className="container-page pb-24 pt-32 md:pt-40">
      <div className={`${bar} h-4 w-36`} />
      <div className={`${bar} mt-10 h-12 w-3/4 rounded-2xl`} />
      <div className={`${bar} mt-6 h-4 w-full max-w-2xl`} />
      <div className={`${bar} mt-3 h-4 w-2/3 max-w-xl`} />
      <div className="mt-14 grid gap-4 sm:grid-cols-3">
        {[0, 1, 2].map((i) => <div key={i} className="h-28 animate-pulse rounded-3xl bg-surface-2" />)}
      </div>
      <div className="mt-16 grid gap-6 lg:grid-cols-2">
        {[0, 1].map((i) => <div key={i} className="h-64 animate-pulse rounded-3xl bg-surface-2" />)}
      </div>
    </div>
  );
}

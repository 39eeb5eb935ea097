/** Heading, project count and the two claims of the portfolio page. */
export function PortfolioHero({ count }: { count: number }) {
  const stats = [
    { value: String(count), label: count === 1 ? "Project Delivered" : "Projects Delivered" },
    { value: "98%", label: "Success Rate" },
    { value: "50+", label: "Happy Clients" },
  ];
  return (
    <header className="relative overflow-hidden">
      <div
        aria-hidden
        className="pointer-events-none absolute inset-x-0 -top-40 mx-auto h-[28rem] max-w-4xl rounded-full bg-gradient-to-b from-cyan/20 via-purple/10 to-transparent blur-3xl"
      />
      <div className="container-page relative pb-12 pt-36 text-center md:pt-44">
        <p className="eyebrow">Portfolio</p>
        <h1 className="mx-auto mt-4 max-w-4xl text-h1 font-semibold">
          Work that ships, <span className="text-gradient">results that last</span>
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg leading-relaxed text-muted">
          Case studies from web platforms, SaaS products, mobile apps and AI systems we designed, built and launched
          with our clients.
        </p>
        <dl className="mx-auto mt-12 grid max-w-2xl grid-cols-3 divide-x divide-border rounded-3xl border border-border bg-surface/60">
          {stats.map((s) => (
            <div key={s.label} className="flex flex-col-reverse px-3 py-5">
              <dt className="mt-1 text-xs text-muted md:text-sm">{s.label}</dt>
              <dd className="tabular font-display text-3xl font-semibold md:text-4xl">{s.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </header>
  );
}

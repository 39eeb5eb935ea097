/** The mark (a "K" on the cyan→purple gradient) and the wordmark. */
export function Logo({ name, withName = true }: { name: string; withName?: boolean }) {
  return (
    <span className="inline-flex items-center gap-2.5">
      <svg viewBox="0 0 32 32" className="size-8" aria-hidden>
        <defs>
          <linearGradient id="logo-gradient" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="oklch(0.80 0.13 210)" />
            <stop offset="1" stopColor="oklch(0.66 0.20 295)" />
          </linearGradient>
        </defs>
        <rect width="32" height="32" rx="9" fill="url(#logo-gradient)" />
        <path
          d="M11 8v16M11 16.5 20.5 8M13.6 14.2 21 24"
          stroke="white"
          strokeWidth="2.6"
          strokeLinecap="round"
          strokeLinejoin="round"
          fill="none"
        />
      </svg>
      {withName && <span className="font-display text-[1.05rem] font-semibold tracking-tight">{name}</span>}
    </span>
  );
}

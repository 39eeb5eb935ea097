import { Icon } from "@/components/ui/icon";

// Work samples of the UI/UX page, drawn in the page's own type and colours (live HTML, so they stay crisp and
// legible at any size): one flow before and after a redesign, and a view of the design system behind it.

function Frame({ label, note, children }: { label: string; note: string; children: React.ReactNode }) {
  return (
    <figure className="flex flex-col">
      <div className="flex-1 overflow-hidden rounded-card border border-border bg-surface-2 p-4 sm:p-6">
        <div aria-hidden className="mx-auto max-w-sm rounded-2xl border border-border bg-background p-5 shadow-xl">
          {children}
        </div>
      </div>
      <figcaption className="mt-3 text-sm">
        <span className="font-semibold">{label}</span> <span className="text-muted">— {note}</span>
      </figcaption>
    </figure>
  );
}

const before = [
  "Title",
  "First name",
  "Last name",
  "Date of birth",
  "Phone",
  "Alternate phone",
  "E-mail",
  "Address line 1",
  "Address line 2",
  "PIN code",
];

function Before() {
  return (
    <Frame label="Before" note="one screen, ten fields, the action below the fold">
      <p className="text-[0.7rem] font-semibold uppercase tracking-wide text-subtle">Book appointment — step 1 of 1</p>
      <div className="mt-3 grid grid-cols-2 gap-2">
        {before.map((f) => (
          <span key={f} className="block rounded border border-border px-2 py-1.5 text-[0.65rem] text-subtle">
            {f}
          </span>
        ))}
      </div>
      <p className="mt-3 text-[0.6rem] leading-snug text-subtle">
        By continuing you accept the terms, the privacy notice and the clinic&apos;s cancellation policy (48 h).
      </p>
      <span className="mt-3 block w-20 rounded bg-surface-2 py-1 text-center text-[0.65rem] text-muted">Submit</span>
    </Frame>
  );
}

function After() {
  return (
    <Frame label="After" note="three short steps, the next action always in reach">
      <ol className="flex gap-1.5">
        {[1, 2, 3].map((s) => (
          <li key={s} className={`h-1 flex-1 rounded-full ${s === 1 ? "bg-pink" : "bg-border"}`} />
        ))}
      </ol>
      <p className="mt-4 font-display text-xl font-semibold">When suits you?</p>
      <p className="mt-1 text-sm text-muted">Dr. Lee · Cardiology · Bengaluru</p>
      <div className="mt-4 grid grid-cols-3 gap-2 text-center text-sm">
        {["Tue 10:30", "Tue 14:00", "Wed 09:15"].map((t, i) => (
          <span
            key={t}
            className={`rounded-xl border px-2 py-2.5 ${i === 0 ? "border-transparent bg-foreground text-background" : "border-border"}`}
          >
            {t}
          </span>
        ))}
      </div>
      <span className="mt-5 flex items-center justify-center gap-1 rounded-pill bg-gradient-brand py-2.5 text-sm font-medium text-white">
        Continue <Icon name="ChevronRight" className="size-4" />
      </span>
    </Frame>
  );
}

const swatches = [
  ["Cyan", "bg-cyan"],
  ["Blue", "bg-blue"],
  ["Purple", "bg-purple"],
  ["Pink", "bg-pink"],
  ["Green", "bg-green"],
];

function DesignSystem() {
  return (
    <figure className="lg:col-span-2">
      <div aria-hidden className="grid gap-6 rounded-card border border-border bg-surface p-6 sm:p-8 md:grid-cols-3">
        <div>
          <p className="text-xs font-semibold uppercase tracking-[0.16em] text-subtle">Colour tokens</p>
          <ul className="mt-4 grid grid-cols-5 gap-2">
            {swatches.map(([name, bg]) => (
              <li key={name}>
                <span className={`block aspect-square rounded-xl ${bg}`} />
                <span className="mt-1.5 block text-[0.7rem] text-muted">{name}</span>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <p className="text-xs font-semibold uppercase tracking-[0.16em] text-subtle">Type scale</p>
          <p className="mt-3 font-display text-4xl font-semibold leading-none">Aa Display</p>
          <p className="mt-2 font-display text-xl font-semibold">Heading 3 · 24/30</p>
          <p className="mt-1 text-sm text-muted">Body · Inter 16/26, tabular figures 1,284</p>
        </div>
        <div>
          <p className="text-xs font-semibold uppercase tracking-[0.16em] text-subtle">Components</p>
          <div className="mt-3 flex flex-wrap items-center gap-2">
            <span className="rounded-pill bg-gradient-brand px-4 py-2 text-sm font-medium text-white">Primary</span>
            <span className="rounded-pill border border-border px-4 py-2 text-sm">Secondary</span>
            <span className="inline-flex items-center gap-1 rounded-pill bg-green/15 px-2.5 py-1 text-xs">
              <Icon name="Check" className="size-3" />
              Confirmed
            </span>
          </div>
          <span className="mt-3 flex items-center justify-between rounded-xl border border-border px-3 py-2 text-sm text-muted">
            Search doctors
            <span className="h-5 w-9 rounded-full bg-foreground/80 p-0.5">
              <span className="block size-4 translate-x-4 rounded-full bg-background" />
            </span>
          </span>
        </div>
      </div>
      <figcaption className="mt-3 text-sm">
        <span className="font-semibold">Design system</span>{" "}
        <span className="text-muted">— tokens, type and components, documented for the engineers who build them</span>
      </figcaption>
    </figure>
  );
}

/** Before/after screens of one redesigned flow and the design system behind it. */
export function DesignSamples() {
  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <Before />
      <After />
      <DesignSystem />
    </div>
  );
}

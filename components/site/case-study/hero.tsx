import { MediaImage } from "@/components/site/media-image";
import Link from "next/link";
import { Icon } from "@/components/ui/icon";
import { ScopingLink } from "@/components/site/scoping-link";
import { buttonClass } from "@/components/ui/button";
import { firstMetrics, type ProjectView } from "@/lib/projects/rules";

/** Case-study hero: the title on a clean page, then the product itself, crisp and full width (the main image, else
 *  the first gallery image), with the key results beneath. */
export function CaseStudyHero({ project: p }: { project: ProjectView }) {
  const cover = p.image || p.gallery[0];
  const facts = [
    { icon: "Clock" as const, label: "Timeline", value: p.timeline },
    { icon: "Users" as const, label: "Team Size", value: p.teamSize },
    { icon: "Building2" as const, label: "Industry", value: p.industry },
  ];
  return (
    <header className="relative isolate overflow-hidden">
      <div
        aria-hidden
        className="absolute inset-x-0 top-0 -z-10 h-[42rem] bg-[radial-gradient(60%_70%_at_80%_0%,color-mix(in_oklch,var(--color-cyan)_18%,transparent),transparent_70%),radial-gradient(50%_60%_at_0%_10%,color-mix(in_oklch,var(--color-purple)_14%,transparent),transparent_70%)]"
      />
      <div className="container-page pb-16 pt-32 md:pb-24 md:pt-40">
        <div className="flex flex-wrap items-center justify-between gap-4">
          <Link
            href="/portfolio"
            className="inline-flex min-h-11 items-center gap-2 text-sm text-muted hover:text-foreground"
          >
            <Icon name="ArrowLeft" className="size-4" /> Back to Portfolio
          </Link>
          {p.liveUrl && (
            <a
              href={p.liveUrl}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClass({ variant: "outline", size: "sm" })}
            >
              View Live <Icon name="ArrowUpRight" />
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          )}
        </div>
        <div className="mt-10 flex items-center gap-3">
          {p.clientLogo && (
            <span className="inline-flex h-12 items-center rounded-2xl bg-[oklch(0.22_0.02_265)] px-4 ring-1 ring-white/10">
              <MediaImage src={p.clientLogo} alt={`${p.client} logo`} width={178} height={48} className="h-7 w-auto" />
            </span>
          )}
          <div className="text-sm">
            <p className="font-medium">{p.client}</p>
            <p className="text-muted">{p.industry}</p>
          </div>
        </div>
        <h1 className="mt-6 max-w-4xl text-h1 font-semibold">{p.title}</h1>
        <p className="mt-6 max-w-3xl text-lg leading-relaxed text-muted">{p.description}</p>
        <dl className="mt-10 flex flex-wrap gap-x-10 gap-y-4">
          {facts.map(({ icon, label, value }) => (
            <div key={label}>
              <dt className="flex items-center gap-2 text-xs text-muted">
                <Icon name={icon} className="size-4 text-accent-ink" />
                {label}
              </dt>
              <dd className="mt-1 pl-6 font-medium">{value}</dd>
            </div>
          ))}
        </dl>
        <ScopingLink utmSource="case-study" className={buttonClass({ size: "lg", className: "mt-10" })}>
          Start Your Project <Icon name="ArrowUpRight" />
        </ScopingLink>
        {cover && (
          <figure className="relative mt-14 aspect-[16/10] overflow-hidden rounded-[1.75rem] border border-border bg-surface-2 shadow-[0_50px_120px_-60px_rgb(10_15_35/0.6)] md:aspect-[16/8]">
            <MediaImage
              src={cover}
              alt={`${p.title}: the product`}
              fill
              preload
              sizes="(min-width: 1280px) 1200px, 100vw"
              className="object-cover object-top"
            />
          </figure>
        )}
        <dl aria-label="Key results" className="mt-6 grid gap-4 sm:grid-cols-3">
          {firstMetrics(p, 3).map((m) => (
            <div key={m.label} className="flex flex-col-reverse rounded-3xl border border-border bg-surface p-6">
              <dt className="mt-1 text-sm text-muted">{m.label}</dt>
              <dd className="tabular font-display text-4xl font-semibold text-gradient">{m.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </header>
  );
}

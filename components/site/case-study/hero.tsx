import { MediaImage } from "@/components/site/media-image";
import Link from "next/link";
import { ArrowLeft, ArrowUpRight, Building2, Clock, Users } from "lucide-react";
import { ScopingLink } from "@/components/site/scoping-link";
import { buttonClass } from "@/components/ui/button";
import { firstMetrics, type ProjectView } from "@/lib/projects/rules";

/** Case-study hero: background = first gallery image, else the main image. */
export function CaseStudyHero({ project: p }: { project: ProjectView }) {
  const background = p.gallery[0] ?? p.image;
  const facts = [
    { icon: Clock, label: "Timeline", value: p.timeline },
    { icon: Users, label: "Team Size", value: p.teamSize },
    { icon: Building2, label: "Industry", value: p.industry },
  ];
  return (
    <header className="relative isolate overflow-hidden">
      <MediaImage src={background} alt="" fill priority sizes="100vw" className="-z-20 object-cover opacity-15 dark:opacity-40" />
      <div aria-hidden className="absolute inset-0 -z-10 bg-gradient-to-b from-background/70 via-background/85 to-background" />
      <div className="container-page pb-16 pt-32 md:pb-24 md:pt-40">
        <div className="flex flex-wrap items-center justify-between gap-4">
          <Link href="/portfolio" className="inline-flex min-h-11 items-center gap-2 text-sm text-muted hover:text-foreground">
            <ArrowLeft aria-hidden className="size-4" /> Back to Portfolio
          </Link>
          {p.liveUrl && (
            <a href={p.liveUrl} target="_blank" rel="noopener noreferrer" className={buttonClass({ variant: "outline", size: "sm" })}>
              View Live <ArrowUpRight aria-hidden /><span className="sr-only"> (opens in a new tab)</span>
            </a>
          )}
        </div>
        <div className="mt-10 flex items-center gap-3">
          {p.clientLogo && (
            <span className="grid size-12 place-items-center overflow-hidden rounded-2xl border border-border bg-surface">
              <MediaImage src={p.clientLogo} alt={`${p.client} logo`} width={48} height={48} className="size-8 object-contain" />
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
          {facts.map(({ icon: Icon, label, value }) => (
            <div key={label}>
              <dt className="flex items-center gap-2 text-xs text-muted"><Icon aria-hidden className="size-4 text-accent-ink" />{label}</dt>
              <dd className="mt-1 pl-6 font-medium">{value}</dd>
            </div>
          ))}
        </dl>
        <ScopingLink utmSource="case-study" className={buttonClass({ size: "lg", className: "mt-10" })}>
          Start Your Project <ArrowUpRight aria-hidden />
        </ScopingLink>
        <dl aria-label="Key results" className="mt-14 grid gap-4 sm:grid-cols-3">
          {firstMetrics(p, 3).map((m) => (
            <div key={m.label} className="glass flex flex-col-reverse rounded-3xl p-6">
              <dt className="mt-1 text-sm text-muted">{m.label}</dt>
              <dd className="tabular font-display text-4xl font-semibold text-gradient">{m.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </header>
  );
}

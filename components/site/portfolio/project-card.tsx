import { MediaImage } from "@/components/site/media-image";
import type { CardImageLoading } from "@/components/ui/card-image-loading";
import Link from "next/link";
import { Icon } from "@/components/ui/icon";
import { categoryFor } from "@/content/categories";
import { firstMetrics, industryBadge, trimList, withDefaults } from "@/lib/projects/rules";
import type { Project } from "@/lib/projects/schema";
import { accentDot } from "./accent";
import { PrefetchSiblings } from "./prefetch-siblings.client";
import { caseStudyPath } from "@/lib/paths";

/** A portfolio card: cover, industry badge, client, title, description, two metrics,
 *  at most 3 technology chips plus +N, View Study and View Full Case Study links. Given a full row (its list item
 *  is a size container), it lays out as a featured study: the cover large on the left, the text beside it. */
export function ProjectCard({
  project,
  siblings,
  imageLoading,
}: {
  project: Project;
  siblings: string[];
  imageLoading?: CardImageLoading;
}) {
  const p = withDefaults(project);
  const href = caseStudyPath(p.id);
  const group = categoryFor(p.serviceId);
  const chips = trimList(p.technologies, 3);
  return (
    <PrefetchSiblings hrefs={siblings.map(caseStudyPath)}>
      <article className="group flex h-full flex-col overflow-hidden @3xl:flex-row rounded-3xl border border-border bg-surface transition duration-300 hover:-translate-y-1 hover:border-foreground/20 hover:shadow-[0_24px_60px_-30px] hover:shadow-cyan/40">
        <Link
          href={href}
          prefetch
          tabIndex={-1}
          aria-hidden="true"
          className="relative block aspect-[16/10] overflow-hidden bg-surface-2 @3xl:aspect-auto @3xl:min-h-[26rem] @3xl:w-[58%] @3xl:shrink-0"
        >
          <MediaImage
            src={p.image}
            alt=""
            fill
            sizes="(min-width: 1024px) 760px, (min-width: 768px) 50vw, 100vw"
            {...imageLoading}
            className="object-cover transition duration-500 group-hover:scale-[1.03]"
          />
          <span className="absolute left-4 top-4 rounded-full bg-background/80 px-3 py-1 text-xs font-medium backdrop-blur">
            {industryBadge(project)}
          </span>
        </Link>
        <div className="flex flex-1 flex-col p-6 @3xl:justify-center @3xl:p-10">
          <p className="flex items-center gap-2 text-xs font-semibold uppercase tracking-[0.2em] text-muted">
            <span aria-hidden className={`size-1.5 rounded-full ${accentDot[group.color] ?? "bg-blue"}`} />
            {group.title} · {p.client}
          </p>
          <h3 className="mt-3 text-h3 font-semibold @3xl:text-h2">{p.title}</h3>
          <p className="mt-3 line-clamp-3 text-sm leading-relaxed text-muted">{p.description}</p>
          <dl className="mt-5 grid grid-cols-2 gap-3">
            {firstMetrics(p, 2).map((m) => (
              <div key={m.label} className="rounded-2xl bg-surface-2 px-3 py-2.5">
                <dt className="truncate text-xs text-muted">{m.label}</dt>
                <dd className="tabular font-display text-lg font-semibold">{m.value}</dd>
              </div>
            ))}
          </dl>
          <ul className="mt-5 flex flex-wrap gap-1.5" aria-label="Technologies">
            {chips.shown.map((t) => (
              <li key={t} className="rounded-full border border-border px-2.5 py-1 text-xs text-muted">
                {t}
              </li>
            ))}
            {chips.more > 0 && (
              <li className="rounded-full border border-border px-2.5 py-1 text-xs text-muted">+{chips.more}</li>
            )}
          </ul>
          <div className="mt-auto flex items-center justify-between gap-3 pt-6 text-sm font-medium @3xl:mt-0">
            <Link
              href={href}
              prefetch
              aria-label={`View Study: ${p.title}`}
              className="inline-flex min-h-11 items-center gap-1 text-accent-ink hover:underline"
            >
              View Study <Icon name="ArrowUpRight" className="size-4" />
            </Link>
            <Link
              href={href}
              prefetch
              aria-label={`View Full Case Study: ${p.title}`}
              className="inline-flex min-h-11 items-center text-muted hover:text-foreground"
            >
              View Full Case Study
            </Link>
          </div>
        </div>
      </article>
    </PrefetchSiblings>
  );
}

import Image from "next/image";
import type { Accent } from "@/content/types";
import type { ServicePage } from "@/content/service-pages/types";
import { cn } from "@/lib/utils";
import { accentGlow, accentSoft } from "./accent";
import { CtaRow } from "./cta-button";

/** The page's hero: the only h1, the lead paragraph, the calls to action and optional headline stats. */
export function ServiceHero({
  hero,
  accent,
  page,
  image,
}: {
  hero: ServicePage["hero"];
  accent: Accent;
  page: string;
  image?: string;
}) {
  return (
    <section data-testid="hero" className="relative isolate overflow-hidden pt-36 pb-20 md:pt-44 md:pb-28">
      <div
        aria-hidden
        className={cn(
          "absolute inset-x-0 -top-40 -z-10 h-[38rem] bg-radial-[at_30%_0%] to-transparent to-70%",
          accentGlow[accent],
        )}
      />
      <div
        aria-hidden
        className="absolute inset-0 -z-10 bg-[linear-gradient(to_right,var(--border)_1px,transparent_1px),linear-gradient(to_bottom,var(--border)_1px,transparent_1px)] bg-[size:64px_64px] [mask-image:radial-gradient(ellipse_at_top,black_20%,transparent_70%)]"
      />
      <div
        className={cn(
          "container-page relative",
          image && "lg:grid lg:grid-cols-[minmax(0,1.35fr)_minmax(0,1fr)] lg:items-center lg:gap-x-14",
        )}
      >
        <div>
          <p
            className={cn(
              "inline-flex items-center gap-2 rounded-pill px-3 py-1 text-xs font-semibold uppercase tracking-[0.2em] ring-1",
              accentSoft[accent],
            )}
          >
            {hero.eyebrow}
          </p>
          {/* beside the image the headline steps down a size, so it keeps to three lines */}
          <h1
            className={cn(
              "mt-6 max-w-5xl text-h1 font-semibold text-balance",
              image ? "lg:text-[length:clamp(2.25rem,1rem+2.6vw,3.5rem)]" : "md:text-display",
            )}
          >
            {hero.title} <span className="text-gradient">{hero.highlight}</span>
          </h1>
          <p className="mt-7 max-w-2xl text-lg leading-relaxed text-muted md:text-xl">{hero.description}</p>
          <CtaRow
            actions={hero.actions}
            page={page}
            className="mt-10 grid gap-3 min-[26rem]:flex min-[26rem]:flex-wrap"
          />
        </div>
        {image && (
          <div
            aria-hidden
            className="pointer-events-none mt-12 overflow-hidden rounded-[1.75rem] border border-border shadow-2xl lg:mt-0"
          >
            <Image
              src={image}
              alt=""
              width={960}
              height={640}
              preload
              sizes="(min-width: 1024px) 45vw, 100vw"
              className="h-auto w-full"
            />
          </div>
        )}
        {hero.stats && (
          <dl
            data-testid="hero-stats"
            className="mt-16 grid lg:col-span-2 max-w-4xl grid-cols-2 gap-px overflow-hidden rounded-card border border-border bg-border md:grid-cols-4"
          >
            {hero.stats.map((stat) => (
              <div key={stat.label} data-testid="hero-stat" className="bg-background/80 p-5 backdrop-blur">
                <dt className="text-sm text-muted">{stat.label}</dt>
                <dd className="tabular mt-1 font-display text-3xl font-semibold">{stat.value}</dd>
              </div>
            ))}
          </dl>
        )}
      </div>
    </section>
  );
}

import { Icon } from "@/components/ui/icon";
import { hero } from "@/content/home";
import { buttonClass } from "@/components/ui/button";
import { SectionLink } from "../section-link.client";
import { HERO_END, HeroShowcase } from "./hero-showcase";
import { HeroVideo } from "./hero-video.client";
import { revealDelay } from "./reveal-delay";

/** Full-screen hero over a looping muted video. */
export function Hero() {
  return (
    <section
      id="home"
      aria-labelledby="home-title"
      className="relative isolate flex min-h-svh items-end overflow-hidden pt-28 pb-16 md:items-center"
    >
      {/* Hoisted into <head>: the first frame waits until the hero's last part (the showcase) is in the document.
          Chromium otherwise paints a long document part-parsed on a busy CPU, and the centred hero moved up as its
          values arrived (CLS 0.02-0.17). */}
      <link rel="expect" href={`#${HERO_END}`} blocking="render" />
      <div className="hero-backdrop">
        <HeroVideo />
        <div className="absolute inset-0 hidden bg-gradient-to-b from-background/55 via-background/70 to-background dark:block" />
        <div className="hero-glow" />
        <div className="hero-grid" />
      </div>
      <div className="container-page lg:grid lg:grid-cols-[minmax(0,1.45fr)_minmax(0,1fr)] lg:items-center lg:gap-x-10 xl:gap-x-14">
        <div className="max-w-4xl">
          <p
            data-hero-enter
            className="inline-flex items-center gap-2 rounded-pill border border-border bg-surface/60 px-3 py-1 text-sm text-muted backdrop-blur"
          >
            <span className="size-1.5 rounded-full bg-green" aria-hidden /> Software &amp; AI studio · since 2024
          </p>
          <h1
            id="home-title"
            data-hero-enter="move"
            style={revealDelay(80)}
            className="mt-6 text-display font-semibold"
          >
            {hero.headline} <span className="text-gradient">{hero.headlineAccent}</span>
          </h1>
          <p
            data-hero-enter="move"
            style={revealDelay(160)}
            className="mt-6 max-w-2xl text-lg leading-relaxed text-muted md:text-xl"
          >
            {hero.tagline}
          </p>
          <div data-hero-enter style={revealDelay(240)} className="mt-9 flex flex-wrap gap-3">
            <SectionLink section="contact" className={buttonClass({ size: "lg" })}>
              Start Your Project <Icon name="ArrowRight" />
            </SectionLink>
            <SectionLink section="services" className={buttonClass({ size: "lg", variant: "outline" })}>
              View Capabilities
            </SectionLink>
          </div>
        </div>
        <ul className="hero-values mt-14 grid gap-3 sm:grid-cols-3 md:mt-20 lg:col-span-2">
          {hero.values.map((value, i) => (
            <li key={value.title} data-hero-enter style={revealDelay(320 + i * 150)}>
              <Icon name={value.icon} />
              <h2>{value.title}</h2>
              <p>{value.text}</p>
            </li>
          ))}
        </ul>
        {/* After the values in the HTML (placed beside the headline by the grid), so a page that arrives in parts never
            grows the hero under a painted headline. */}
        <HeroShowcase />
      </div>
    </section>
  );
}

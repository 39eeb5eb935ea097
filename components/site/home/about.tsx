import { Icon } from "@/components/ui/icon";
import { about } from "@/content/home";
import { studio } from "@/content/settings";
import { getSiteSettings } from "@/lib/settings/queries";
import { buttonClass } from "@/components/ui/button";
import { ScopingLink } from "../scoping-link";
import { CeoPortrait } from "./ceo-portrait.client";
import { SectionHeading } from "./section-heading";
import { CARD_STAGGER_MS, revealDelay } from "./reveal-delay";

/** About: the CEO's portrait and quote, the mission and its three principles. */
export async function About() {
  const { name, ceoLinkedin } = await getSiteSettings();
  const { ceo } = studio;
  return (
    <section id="about" aria-labelledby="about-title" data-reveal-zone="about" className="section-y">
      <div className="container-page grid items-center gap-12 md:grid-cols-12">
        <figure data-reveal className="flex items-center gap-5 md:col-span-5 md:block">
          <div className="relative aspect-square w-28 shrink-0 overflow-hidden rounded-card border border-border bg-surface-2 md:aspect-[4/5] md:w-auto">
            <CeoPortrait src={ceo.portrait} name={ceo.name} />
          </div>
          <figcaption className="md:mt-4">
            <p className="font-semibold">{ceo.name}</p>
            <p className="text-sm text-muted">
              {ceo.role}, {name}
            </p>
          </figcaption>
        </figure>
        <div className="md:col-span-7">
          <SectionHeading id="about-title" eyebrow={about.eyebrow} title={about.title} />
          <blockquote data-reveal className="mt-8 border-l-2 border-cyan pl-5 text-xl leading-relaxed">
            <Icon name="Quote" className="mb-2 size-5 text-accent-ink" />
            <p>“{ceo.quote}”</p>
          </blockquote>
          <p data-reveal className="mt-6 max-w-prose leading-relaxed text-muted">
            {about.mission}
          </p>
          <ul className="mt-8 grid gap-3 sm:grid-cols-3">
            {about.principles.map((p, i) => (
              <li
                key={p.title}
                data-reveal
                style={revealDelay(i * CARD_STAGGER_MS)}
                className="rounded-card border border-border bg-surface p-4"
              >
                <Icon name={p.icon} className="size-5 text-accent-ink" />
                <h3 className="mt-3 font-semibold">{p.title}</h3>
                <p className="mt-1 text-sm leading-relaxed text-muted">{p.text}</p>
              </li>
            ))}
          </ul>
          <div className="mt-9 flex flex-wrap gap-3">
            <ScopingLink utmSource="about" className={buttonClass({ size: "lg" })}>
              Let&apos;s Build Together <Icon name="ArrowUpRight" />
            </ScopingLink>
            {ceoLinkedin && (
              <a
                href={ceoLinkedin}
                target="_blank"
                rel="noopener noreferrer"
                className={buttonClass({ size: "lg", variant: "outline" })}
              >
                <Icon name="Linkedin" /> Connect on LinkedIn
              </a>
            )}
          </div>
        </div>
      </div>
    </section>
  );
}

import Image from "next/image";
import type { Showcase } from "@/content/service-pages/types";

/** The page's own image-led band: the service's wide scene, with what the service delivers set over its dark
 *  side (the scene is dark in both themes, so its text stays light); on phones the scene sits above the text. */
export function ServiceShowcase({ showcase }: { showcase: Showcase }) {
  return (
    <section aria-labelledby="showcase-title" data-testid="showcase" className="container-page py-16 md:py-24">
      <div className="relative isolate overflow-hidden rounded-[2rem] border border-border bg-[oklch(0.16_0.02_265)] text-[oklch(0.96_0.005_250)]">
        <div className="relative aspect-[16/9] md:absolute md:inset-0 md:-z-10 md:aspect-auto">
          {/* the wide scene is drawn dim, to sit under text: on a phone it stands alone above the text, so it is brightened */}
          <Image
            src={showcase.image}
            alt=""
            fill
            sizes="(min-width: 1280px) 1200px, 100vw"
            className="object-cover object-right max-md:brightness-[1.7]"
          />
          {/* solid under the text column, so none of the scene's own words show through it */}
          <div
            aria-hidden
            className="absolute inset-0 hidden bg-gradient-to-r from-[oklch(0.16_0.02_265)] from-45% via-[oklch(0.16_0.02_265/0.8)] via-60% to-transparent md:block"
          />
        </div>
        <div className="max-w-xl p-8 md:py-20 md:pl-14">
          <p className="text-xs font-semibold uppercase tracking-[0.2em] text-[oklch(0.84_0.12_210)]">
            What we deliver
          </p>
          <h2 id="showcase-title" className="mt-3 text-h2 font-semibold">
            {showcase.title}
          </h2>
          <p className="mt-4 leading-relaxed text-[oklch(0.82_0.015_260)]">{showcase.description}</p>
          <ul className="checklist mt-6 grid gap-2 text-sm">
            {showcase.features.slice(0, 4).map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}

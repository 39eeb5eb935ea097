import Image from "next/image";
import type { ProjectView } from "@/lib/projects/rules";
import { CaseStudySection } from "./section";

function Shot({ src, alt, className }: { src?: string; alt: string; className?: string }) {
  if (!src) return null;
  return (
    <figure
      className={`relative aspect-[16/10] w-full self-start overflow-hidden rounded-3xl border border-border bg-surface-2 lg:sticky lg:top-28 ${className ?? ""}`}
    >
      <Image src={src} alt={alt} fill sizes="(min-width: 1024px) 600px, 100vw" className="object-cover" />
    </figure>
  );
}

/** Challenge & Solution beside a screen of the product, then the numbered Key Features beside another. */
export function ChallengeSolution({ project: p }: { project: ProjectView }) {
  const [first, second] = p.gallery;
  return (
    <CaseStudySection
      id="challenge-solution"
      name="Challenge & Solution"
      eyebrow="The brief"
      title="Challenge & Solution"
    >
      <div className={first ? "grid gap-6 lg:grid-cols-2" : "grid gap-6"}>
        <div className={first ? "grid gap-6" : "grid gap-6 lg:grid-cols-2"}>
          {[
            { title: "The Challenge", text: p.challenge, dot: "bg-pink" },
            { title: "Our Solution", text: p.solution, dot: "bg-green" },
          ].map((b) => (
            <article key={b.title} className="rounded-3xl border border-border bg-surface p-8">
              <h3 className="flex items-center gap-3 text-h3 font-semibold">
                <span aria-hidden className={`size-2 rounded-full ${b.dot}`} />
                {b.title}
              </h3>
              <p className="mt-4 max-w-prose leading-relaxed text-muted text-pretty">{b.text}</p>
            </article>
          ))}
        </div>
        <Shot src={first} alt={`${p.title}: a screen of the product`} />
      </div>
      {p.features.length > 0 && (
        <div className={second ? "mt-16 grid gap-10 lg:grid-cols-[1fr_1.1fr] lg:items-start" : "mt-16"}>
          <div>
            <h3 className="text-h3 font-semibold">Key Features</h3>
            <ol className={`mt-6 grid gap-3 ${second ? "" : "md:grid-cols-2"}`}>
              {p.features.map((f, i) => (
                <li key={f} className="flex items-center gap-4 rounded-2xl border border-border p-4">
                  <span
                    aria-hidden
                    className="tabular grid size-9 shrink-0 place-items-center rounded-full bg-gradient-brand text-sm font-semibold text-white"
                  >
                    {String(i + 1).padStart(2, "0")}
                  </span>
                  <span className="leading-relaxed">{f}</span>
                </li>
              ))}
            </ol>
          </div>
          <Shot src={second} alt={`${p.title}: the features at work`} />
        </div>
      )}
    </CaseStudySection>
  );
}

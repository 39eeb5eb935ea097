import type { ProjectView } from "@/lib/projects/rules";
import { CaseStudySection } from "./section";

/** Challenge & Solution, then the numbered Key Features. */
export function ChallengeSolution({ project: p }: { project: ProjectView }) {
  return (
    <CaseStudySection id="challenge-solution" name="Challenge & Solution" eyebrow="The brief" title="Challenge & Solution">
      <div className="grid gap-6 lg:grid-cols-2">
        {[{ title: "The Challenge", text: p.challenge, dot: "bg-pink" }, { title: "Our Solution", text: p.solution, dot: "bg-green" }].map((b) => (
          <article key={b.title} className="rounded-3xl border border-border bg-surface p-8">
            <h3 className="flex items-center gap-3 text-h3 font-semibold"><span aria-hidden className={`size-2 rounded-full ${b.dot}`} />{b.title}</h3>
            <p className="mt-4 max-w-prose leading-relaxed text-muted">{b.text}</p>
          </article>
        ))}
      </div>
      {p.features.length > 0 && (
        <div className="mt-16">
          <h3 className="text-h3 font-semibold">Key Features</h3>
          <ol className="mt-6 grid gap-4 md:grid-cols-2">
            {p.features.map((f, i) => (
              <li key={f} className="flex gap-4 rounded-2xl border border-border p-5">
                <span aria-hidden className="tabular grid size-9 shrink-0 place-items-center rounded-full bg-gradient-brand text-sm font-semibold text-white">
                  {String(i + 1).padStart(2, "0")}
                </span>
                <span className="leading-relaxed">{f}</span>
              </li>
            ))}
          </ol>
        </div>
      )}
    </CaseStudySection>
  );
}

import Link from "next/link";
import type { SearchGroup } from "@/lib/search/schema";
import { Highlighted } from "./highlighted";

/** The results of /search, one section per type, each hit a link with its highlighted snippet. */
export function ResultGroups({ groups }: { groups: SearchGroup[] }) {
  return (
    <div className="mt-10 grid gap-10">
      {groups.map((group) => (
        <section key={group.kind} aria-labelledby={`results-${group.kind}`} data-testid={`results-${group.kind}`}>
          <h2 id={`results-${group.kind}`} className="font-display text-h3 font-semibold">
            {group.label} <span className="text-base font-normal text-muted">({group.hits.length})</span>
          </h2>
          <ul className="mt-4 grid gap-3">
            {group.hits.map((hit) => (
              <li key={hit.href}>
                <Link
                  href={hit.href}
                  prefetch={false}
                  className="block rounded-card border border-border bg-surface p-5 transition hover:border-accent-ink/50 hover:bg-surface-2"
                >
                  <span className="block font-display text-lg font-semibold">
                    <Highlighted segments={hit.title} />
                  </span>
                  {hit.snippet.length ? (
                    <span className="mt-1.5 block text-sm leading-relaxed text-muted">
                      <Highlighted segments={hit.snippet} />
                    </span>
                  ) : null}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

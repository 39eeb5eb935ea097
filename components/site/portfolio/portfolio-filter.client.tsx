"use client";

import type { ReactNode } from "react";
import { portfolioPath } from "@/lib/paths";
import { useLocationSearch } from "@/lib/url/location-search";
import { LocationLink } from "@/components/ui/location-link.client";
import { cn } from "@/lib/utils";
import { accentDot } from "./accent";
import { filterRow } from "@/components/ui/filter-row";
import { useChipInView } from "@/components/ui/use-chip-in-view";
import { spansRow } from "./grid-layout";

interface FilterOption {
  id: string;
  title: string;
  color: string;
  count: number;
}
interface FilterCard {
  id: string;
  serviceId: string;
  card: ReactNode;
}

const hrefFor = (id: string) => portfolioPath(id === "all" ? undefined : id);

interface Props {
  total: number;
  filters: FilterOption[];
  cards: FilterCard[];
}

/** The portfolio filter: All Projects (n) plus one link per service with projects. The selection lives in
 *  `?service=`, pushed through the History API once hydrated (no request to the server, no scrolling), so a filtered
 *  view can be shared and Back works. The server page stays static (it renders every card); the filtering happens here
 *  in the browser. */
export function PortfolioFilter({ total, filters, cards }: Props) {
  const wanted = useLocationSearch().get("service") ?? "all";
  const selected = filters.some((f) => f.id === wanted) ? wanted : "all";
  const options = [{ id: "all", title: "All Projects", color: "", count: total }, ...filters];
  const shown = selected === "all" ? cards : cards.filter((c) => c.serviceId === selected);
  const row = useChipInView<HTMLDivElement>(selected);
  return (
    <>
      <div ref={row} role="group" aria-label="Filter projects by service" className={cn("js-only", filterRow)}>
        {options.map((o) => (
          <LocationLink
            key={o.id}
            href={hrefFor(o.id)}
            aria-current={o.id === selected ? "true" : undefined}
            className={cn(
              "inline-flex min-h-11 items-center gap-2 rounded-full border px-4 text-sm font-medium transition",
              o.id === selected
                ? "border-transparent bg-foreground text-background"
                : "border-border bg-surface text-muted hover:text-foreground",
            )}
          >
            {o.color && <span aria-hidden className={`size-1.5 rounded-full ${accentDot[o.color] ?? "bg-blue"}`} />}
            {o.title} ({o.count})
          </LocationLink>
        ))}
      </div>
      <ul id="projects-grid" aria-live="polite" className="mt-12 grid scroll-mt-28 grid-cols-1 gap-6 md:grid-cols-2">
        {shown.map((c, i) => (
          <li
            key={c.id}
            data-service={c.serviceId}
            className={cn("@container", spansRow(i, shown.length) && "md:col-span-2")}
          >
            {c.card}
          </li>
        ))}
      </ul>
    </>
  );
}

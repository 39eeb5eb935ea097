"use client";

import { useState, type ReactNode } from "react";
import { cn } from "@/lib/utils";

export interface PortfolioFilterGroup {
  id: string;
  title: string;
  count: number;
  node: ReactNode;
}

/** Filter buttons (only services with projects) over the server-rendered project groups. */
export function PortfolioFilter({ groups }: { groups: PortfolioFilterGroup[] }) {
  const [active, setActive] = useState<string>("all");
  const total = groups.reduce((sum, g) => sum + g.count, 0);
  const filters = [{ id: "all", title: "All Projects", count: total }, ...groups];
  return (
    <>
      <div role="group" aria-label="Filter projects by service" className="js-only mt-10 flex flex-wrap gap-2">
        {filters.map((filter) => (
          <button
            key={filter.id}
            type="button"
            aria-pressed={active === filter.id}
            onClick={() => setActive(filter.id)}
            className={cn(
              "inline-flex h-11 items-center gap-2 rounded-pill border px-4 text-sm font-medium transition",
              active === filter.id
                ? "border-transparent bg-foreground text-background"
                : "border-border text-muted hover:text-foreground",
            )}
          >
            {filter.title} <span className="tabular opacity-70">{filter.count}</span>
          </button>
        ))}
      </div>
      {groups.map((group) => (
        <div key={group.id} hidden={active !== "all" && active !== group.id}>
          {group.node}
        </div>
      ))}
    </>
  );
}

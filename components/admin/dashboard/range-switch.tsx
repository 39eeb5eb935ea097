import Link from "next/link";
import { ACTIVITY_RANGES, type ActivityRange } from "@/lib/dashboard/range";
import { cn } from "@/lib/utils";

/** 7 / 30 / 90 days: links, so the range is in the URL (shareable, the back button works). */
export function RangeSwitch({ current }: { current: ActivityRange }) {
  return (
    <nav aria-label="Date range" className="inline-flex rounded-xl border border-border bg-surface p-1">
      {ACTIVITY_RANGES.map((range) => (
        <Link
          key={range}
          href={range === 30 ? "/admin" : `/admin?range=${range}`}
          scroll={false}
          aria-current={range === current ? "page" : undefined}
          className={cn(
            "rounded-lg px-3 py-1.5 text-sm font-medium transition",
            range === current ? "bg-surface-2 text-foreground" : "text-muted hover:text-foreground",
          )}
        >
          {range} days
        </Link>
      ))}
    </nav>
  );
}

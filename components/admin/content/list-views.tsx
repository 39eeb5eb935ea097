import Link from "next/link";
import type { AnyContentType } from "@/lib/content/type";
import { cn } from "@/lib/utils";

/** Tabs between a type's whole list and the pages that list some of its items ("All portfolios" | "Case studies"). */
export function ListViews({ type, current }: { type: AnyContentType; current: string }) {
  const views = type.admin.views;
  if (!views?.length) return null;
  const tabs = [{ path: type.admin.path, label: `All ${type.admin.label.toLowerCase()}` }, ...views];
  return (
    <nav aria-label={`${type.admin.label} views`}>
      <ul className="flex flex-wrap gap-1 border-b border-border">
        {tabs.map((tab) => (
          <li key={tab.path}>
            <Link
              href={tab.path}
              aria-current={tab.path === current ? "page" : undefined}
              className={cn(
                "-mb-px inline-flex min-h-10 items-center border-b-2 px-3 text-sm font-medium transition-colors",
                tab.path === current
                  ? "border-accent-ink text-foreground"
                  : "border-transparent text-muted hover:text-foreground",
              )}
            >
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

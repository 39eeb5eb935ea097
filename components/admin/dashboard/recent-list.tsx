import Link from "next/link";
import { Icon } from "@/components/ui/icon";

interface Item {
  id: string;
  title: string;
  meta?: string | null;
}

/** Recent Portfolios / Recent Blog Posts: the first 5, each with an Edit link. */
export function RecentList({
  title,
  items,
  editPath,
  empty,
}: {
  title: string;
  items: Item[];
  /** An item is edited at this path followed by its id. */
  editPath: string;
  empty: string;
}) {
  const id = `recent-${title.toLowerCase().replace(/\s+/g, "-")}`;
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-border bg-surface p-5">
      <h2 id={id} className="font-display text-lg font-semibold">
        {title}
      </h2>
      {items.length === 0 ? (
        <p className="mt-4 text-sm text-muted">{empty}</p>
      ) : (
        <ul className="mt-3 divide-y divide-border">
          {items.map((item) => (
            <li key={item.id} className="flex items-center gap-3 py-3">
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-medium">{item.title}</p>
                {item.meta && <p className="truncate text-xs text-muted">{item.meta}</p>}
              </div>
              <Link
                href={`${editPath}${encodeURIComponent(item.id)}`}
                className="inline-flex h-9 items-center gap-1.5 rounded-lg px-3 text-sm text-muted hover:bg-surface-2 hover:text-foreground"
              >
                <Icon name="Pencil" className="size-3.5" />
                Edit<span className="sr-only"> {item.title}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

import { Icon } from "@/components/ui/icon";
import { buttonClass } from "@/components/ui/button";
import { PAGE_SIZES } from "@/lib/tables/page-sizes";

/** "26–50 of 112 · page 2 of 5", rows per page, Previous / Next. */
export function TablePager({
  page,
  pages,
  total,
  size,
  noun,
  onPage,
  onSize,
}: {
  page: number;
  pages: number;
  total: number;
  size: number;
  noun: string;
  onPage: (page: number) => void;
  onSize: (size: number) => void;
}) {
  const first = total === 0 ? 0 : (page - 1) * size + 1;
  const last = Math.min(page * size, total);
  const step = buttonClass({ variant: "outline", size: "sm" });
  return (
    <nav aria-label={`${noun} pages`} className="flex flex-wrap items-center justify-between gap-3 text-sm">
      <p className="text-muted" aria-live="polite" data-testid="table-position">
        {first}–{last} of {total} {noun} · page {page} of {pages}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <label className="flex items-center gap-2 text-muted">
          Rows
          <select
            value={size}
            onChange={(e) => onSize(Number(e.target.value))}
            className="h-9 rounded-lg border border-border bg-background px-2 text-foreground"
          >
            {PAGE_SIZES.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </label>
        <button type="button" className={step} disabled={page <= 1} onClick={() => onPage(page - 1)}>
          <Icon name="ChevronLeft" />
          Previous
        </button>
        <button type="button" className={step} disabled={page >= pages} onClick={() => onPage(page + 1)}>
          Next
          <Icon name="ChevronRight" />
        </button>
      </div>
    </nav>
  );
}

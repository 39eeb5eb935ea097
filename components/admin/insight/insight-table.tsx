import Link from "next/link";
import type { ReactNode } from "react";
import type { Cell, InsightTableData, InsightTableName } from "@/lib/insight/tables";
import { cn } from "@/lib/utils";

const INSIGHT_PAGE_SIZE = 10;

export interface Paging {
  /** The 1-based page shown. */
  page: number;
  /** The dashboard's address showing another page of this table. */
  href: (page: number) => string;
}

/** One table of the Audience section: a page of rows (paged on the server through links, so the page is in the URL),
 *  and its CSV export. `cell` draws a cell otherwise shown as text. */
export function InsightTable({
  name,
  data,
  range,
  empty,
  paging,
  cell,
}: {
  name: InsightTableName;
  data: InsightTableData;
  range: number;
  empty: string;
  paging?: Paging;
  cell?: (row: Cell[], column: number) => ReactNode | undefined;
}) {
  const id = `insight-${name}`;
  const pages = Math.max(1, Math.ceil(data.rows.length / INSIGHT_PAGE_SIZE));
  const page = paging ? Math.min(paging.page, pages) : 1;
  const rows = paging
    ? data.rows.slice((page - 1) * INSIGHT_PAGE_SIZE, page * INSIGHT_PAGE_SIZE)
    : data.rows.slice(0, INSIGHT_PAGE_SIZE);
  return (
    <section aria-labelledby={id} data-testid={id} className="min-w-0 rounded-2xl border border-border bg-surface p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={id} className="font-display text-lg font-semibold">
          {data.title}
        </h3>
        <a
          href={`/api/admin/insight?range=${range}&table=${name}`}
          download
          className="text-sm text-muted underline-offset-2 hover:text-foreground hover:underline"
        >
          CSV<span className="sr-only"> of {data.title.toLowerCase()}</span>
        </a>
      </div>
      {rows.length === 0 ? (
        <p className="mt-3 text-sm text-muted">{empty}</p>
      ) : (
        // relative: the cells' screen-reader words (absolutely placed) scroll with the table instead of widening the page
        <div className="relative mt-3 overflow-x-auto">
          <table className="w-full text-sm">
            <thead>
              <tr className="border-b border-border text-left text-muted">
                {data.header.map((h, i) => (
                  <th
                    key={h}
                    scope="col"
                    className={cn("py-1.5 pr-3 font-medium", data.numeric.includes(i) && "text-right")}
                  >
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.slice(0, data.numeric[0] ?? 1).join(" ")} className="border-b border-border last:border-0">
                  {row.map((value, i) => (
                    <td
                      key={data.header[i]}
                      className={cn("py-1.5 pr-3", data.numeric.includes(i) ? "tabular text-right" : "break-all")}
                    >
                      {cell?.(row, i) ?? (value === "" ? "—" : value)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {paging && pages > 1 ? (
        <nav aria-label={`${data.title} pages`} className="mt-3 flex items-center justify-between gap-3 text-sm">
          <span className="text-muted">
            Page {page} of {pages}
          </span>
          <span className="flex gap-3">
            {page > 1 ? (
              <Link href={paging.href(page - 1)} scroll={false} className="underline-offset-2 hover:underline">
                Previous<span className="sr-only"> page of {data.title.toLowerCase()}</span>
              </Link>
            ) : null}
            {page < pages ? (
              <Link href={paging.href(page + 1)} scroll={false} className="underline-offset-2 hover:underline">
                Next<span className="sr-only"> page of {data.title.toLowerCase()}</span>
              </Link>
            ) : null}
          </span>
        </nav>
      ) : null}
    </section>
  );
}

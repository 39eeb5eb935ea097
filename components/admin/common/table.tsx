import type { ReactNode } from "react";

/** On a <table>: its last column (the rows' actions) stays at the visible end of each row while the table scrolls
 *  sideways (a phone); opaque, so the columns scrolling under it do not show through, with a hairline where they pass. */
export const pinLastColumn =
  "[&_tr>*:last-child]:sticky [&_tr>*:last-child]:right-0 [&_tr>*:last-child]:bg-surface " +
  "[&_tr>*:last-child]:shadow-[inset_1px_0_0_var(--color-border)] lg:[&_tr>*:last-child]:shadow-none";

/** The admin tables' frame: scrolls sideways on phones, header row, zebra-free hairline rows, the last column (every
 *  one of these tables ends with its Actions) pinned. */
export function AdminTable({ caption, head, children }: { caption: string; head: string[]; children: ReactNode }) {
  return (
    <div className="relative overflow-x-auto rounded-2xl border border-border bg-surface">
      <table className={`w-full min-w-[44rem] text-left text-sm ${pinLastColumn}`}>
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-border text-xs uppercase tracking-wider text-muted">
          <tr>
            {head.map((h) => (
              <th key={h} scope="col" className="px-4 py-3 font-medium">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-border">{children}</tbody>
      </table>
    </div>
  );
}

export const cellClass = "px-4 py-3 align-middle";

export function Chip({ children }: { children: ReactNode }) {
  return (
    <span className="inline-flex items-center rounded-full border border-border bg-surface-2 px-2.5 py-0.5 text-xs">
      {children}
    </span>
  );
}

export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <div className="grid grid-cols-1 place-items-center gap-3 rounded-2xl border border-dashed border-border bg-surface/60 px-6 py-14 text-center">
      {children}
    </div>
  );
}

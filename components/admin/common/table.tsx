import type { ReactNode } from "react";

/** The admin tables' frame: scrolls sideways on phones, header row, zebra-free hairline rows. */
export function AdminTable({ caption, head, children }: { caption: string; head: string[]; children: ReactNode }) {
  return (
    <div className="relative overflow-x-auto rounded-2xl border border-border bg-surface">
      <table className="w-full min-w-[44rem] text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-border text-xs uppercase tracking-wider text-muted">
          <tr>{head.map((h) => <th key={h} scope="col" className="px-4 py-3 font-medium">{h}</th>)}</tr>
        </thead>
        <tbody className="divide-y divide-border">{children}</tbody>
      </table>
    </div>
  );
}

export const cellClass = "px-4 py-3 align-middle";

export function Chip({ children }: { children: ReactNode }) {
  return <span className="inline-flex items-center rounded-full border border-border bg-surface-2 px-2.5 py-0.5 text-xs">{children}</span>;
}

export function EmptyState({ children }: { children: ReactNode }) {
  return <div className="grid grid-cols-1 place-items-center gap-3 rounded-2xl border border-dashed border-border bg-surface/60 px-6 py-14 text-center">{children}</div>;
}

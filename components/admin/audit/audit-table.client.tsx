"use client";

import { LocalDate } from "@/components/admin/common/local-date.client";
import type { TablePageJson } from "@/lib/tables/names";
import { EmptyState } from "@/components/admin/common/table";
import { DataTable, type TableColumn } from "@/components/admin/table/data-table.client";
import type { AuditWords } from "@/lib/audit/sentence";

export type AuditRowJson = AuditWords & { id: string; actorEmail: string; createdAt: string };

const columns: TableColumn<AuditRowJson>[] = [
  {
    id: "createdAt",
    header: "When",
    sortable: true,
    className: "whitespace-nowrap text-muted",
    cell: (e) => <LocalDate iso={e.createdAt} time />,
  },
  {
    id: "actorEmail",
    header: "Who",
    sortable: true,
    cell: (e) => (
      <span className="grid grid-cols-1">
        {e.who}
        {e.who !== e.actorEmail && <span className="text-xs text-muted">{e.actorEmail}</span>}
      </span>
    ),
  },
  {
    id: "action",
    header: "What",
    sortable: true,
    className: "min-w-64",
    cell: (e) => e.what,
  },
];

/** Who changed what, and when: every admin write, searchable, sortable and filtered by person on the server. */
export function AuditTable({
  initial,
  people,
}: {
  initial: { query: string; data: TablePageJson<AuditRowJson> | null };
  /** Every account's display name by e-mail (the filter lists them). */
  people: Record<string, string>;
}) {
  return (
    <DataTable
      rowTestId="audit-row"
      name="audit"
      caption="Audit log"
      noun="entries"
      searchLabel="Search the audit log"
      rowName={(e) => `${e.who} ${e.what}`}
      columns={columns}
      filters={(url) => (
        <label className="flex items-center gap-2 text-sm text-muted">
          Person
          <select
            aria-label="Person"
            className="h-10 rounded-xl border border-border bg-background px-3 text-sm"
            value={url.get("actor")}
            onChange={(e) => url.set({ actor: e.target.value })}
          >
            <option value="">Everyone</option>
            {Object.entries(people).map(([email, name]) => (
              <option key={email} value={email}>
                {name === email ? email : `${name} (${email})`}
              </option>
            ))}
          </select>
        </label>
      )}
      initial={initial}
      defaultSort={{ sort: "createdAt", dir: "desc" }}
      empty={
        <EmptyState>
          <p className="font-display text-lg font-semibold">No changes yet</p>
          <p className="text-sm text-muted">Every save, publish, delete and restore in the admin is listed here.</p>
        </EmptyState>
      }
    />
  );
}

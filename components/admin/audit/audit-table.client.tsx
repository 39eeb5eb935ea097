"use client";

import type { TablePageJson } from "@/lib/tables/names";
import { EmptyState } from "@/components/admin/common/table";
import { DataTable, type TableColumn } from "@/components/admin/table/data-table.client";

export interface AuditRowJson {
  id: string;
  actorEmail: string;
  action: string;
  entity: string;
  entityId: string | null;
  createdAt: string;
}

const when = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });

const columns = (people: Record<string, string>): TableColumn<AuditRowJson>[] => [
  {
    id: "createdAt",
    header: "When",
    sortable: true,
    className: "whitespace-nowrap text-muted",
    cell: (e) => <time dateTime={e.createdAt}>{when.format(new Date(e.createdAt))}</time>,
  },
  {
    id: "actorEmail",
    header: "Who",
    sortable: true,
    cell: (e) =>
      people[e.actorEmail] && people[e.actorEmail] !== e.actorEmail ? (
        <span className="grid grid-cols-1 grid-cols-1">
          {people[e.actorEmail]}
          <span className="text-xs text-muted">{e.actorEmail}</span>
        </span>
      ) : (
        e.actorEmail
      ),
  },
  { id: "action", header: "Action", sortable: true, cell: (e) => e.action },
  { id: "entity", header: "Entity", sortable: true, cell: (e) => e.entity },
  { id: "entityId", header: "Item", className: "font-mono text-xs text-muted", cell: (e) => e.entityId ?? "—" },
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
      rowName={(e) => `${e.action} ${e.entity}`}
      columns={columns(people)}
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

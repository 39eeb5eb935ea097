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

const COLUMNS: TableColumn<AuditRowJson>[] = [
  {
    id: "createdAt",
    header: "When",
    sortable: true,
    className: "whitespace-nowrap text-muted",
    cell: (e) => <time dateTime={e.createdAt}>{when.format(new Date(e.createdAt))}</time>,
  },
  { id: "actorEmail", header: "Who", sortable: true, cell: (e) => e.actorEmail },
  { id: "action", header: "Action", sortable: true, cell: (e) => e.action },
  { id: "entity", header: "Entity", sortable: true, cell: (e) => e.entity },
  { id: "entityId", header: "Item", className: "font-mono text-xs text-muted", cell: (e) => e.entityId ?? "—" },
];

/** Who changed what, and when: every admin write, searchable and sortable on the server. */
export function AuditTable({ initial }: { initial: { query: string; data: TablePageJson<AuditRowJson> | null } }) {
  return (
    <DataTable
      rowTestId="audit-row"
      name="audit"
      caption="Audit log"
      noun="entries"
      searchLabel="Search the audit log"
      rowName={(e) => `${e.action} ${e.entity}`}
      columns={COLUMNS}
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

"use client";

import { LocalDate } from "@/components/admin/common/local-date.client";
import { useState } from "react";
import { toast } from "sonner";
import { deleteLeadAction, setLeadStatusAction } from "@/lib/leads/actions/lead";
import type { TablePageJson } from "@/lib/tables/names";
import { LEAD_STATUS_LABELS, LEAD_STATUSES, leadOrigin, type LeadStatus } from "@/lib/leads/status";
import { EmptyState } from "@/components/admin/common/table";
import { DataTable, type TableColumn } from "@/components/admin/table/data-table.client";
import { useTableAction } from "@/components/admin/table/use-table-action";
import { ConfirmButton } from "@/components/admin/table/confirm-button.client";
import { buttonClass } from "@/components/ui/button";
import { LeadFilters } from "./lead-filters.client";
import { LeadStatusSelect } from "./lead-status-select.client";
import { LeadNotes } from "./lead-notes.client";
import { LeadVisit } from "./lead-visit";

export interface LeadRowJson {
  id: string;
  source: string;
  page: string | null;
  firstName: string;
  lastName: string;
  email: string;
  subject: string;
  message: string;
  status: string;
  statusChangedBy: string | null;
  statusChangedAt: string | null;
  notes: string;
  createdAt: string;
  landingPage: string;
  referrerHost: string;
  utmSource: string;
  utmMedium: string;
  utmCampaign: string;
  pagesSeen: string[];
}

const nameOf = (l: LeadRowJson) => `${l.firstName} ${l.lastName}`.trim();

const COLUMNS: TableColumn<LeadRowJson>[] = [
  {
    id: "createdAt",
    header: "Received",
    sortable: true,
    className: "whitespace-nowrap text-muted",
    cell: (l) => <LocalDate iso={l.createdAt} time />,
  },
  {
    id: "name",
    header: "Name",
    sortable: true,
    cell: (l) => (
      <div className="min-w-40">
        <p className="font-medium">{nameOf(l)}</p>
        <a href={`mailto:${l.email}`} className="text-xs text-muted underline-offset-2 hover:underline">
          {l.email}
        </a>
      </div>
    ),
  },
  {
    id: "subject",
    header: "Message",
    className: "min-w-64 max-w-md",
    cell: (l) => (
      <details>
        <summary className="cursor-pointer">{l.subject}</summary>
        <p className="mt-2 whitespace-pre-line text-sm text-muted">{l.message}</p>
        <LeadVisit lead={l} />
      </details>
    ),
  },
  { id: "source", header: "Source", sortable: true, className: "text-muted", cell: (l) => leadOrigin(l) },
  {
    id: "status",
    header: "Status",
    sortable: true,
    cell: (l) => (
      <div className="grid grid-cols-1 gap-1">
        <LeadStatusSelect id={l.id} name={nameOf(l)} status={l.status} />
        {l.statusChangedBy && l.statusChangedAt && (
          <p className="text-xs text-muted" data-testid="status-changed-by">
            by {l.statusChangedBy}, <LocalDate iso={l.statusChangedAt} time />
          </p>
        )}
      </div>
    ),
  },
  { id: "notes", header: "Notes", cell: (l) => <LeadNotes key={l.notes} id={l.id} name={nameOf(l)} notes={l.notes} /> },
  { id: "actions", header: "Actions", cell: (l) => <DeleteLead lead={l} /> },
];

function DeleteLead({ lead }: { lead: LeadRowJson }) {
  const { pending, run } = useTableAction("leads");
  return (
    <ConfirmButton
      icon
      label={`Delete lead from ${nameOf(lead)}`}
      pending={pending}
      question="Delete this lead?"
      description="The lead and its notes are removed for good."
      confirmLabel="Delete"
      onConfirm={() =>
        run(
          () => deleteLeadAction({ id: lead.id }),
          { progress: "Deleting lead…", failure: "Failed to delete lead. Please try again." },
          (_d, id) => toast.success("Lead deleted", { id }),
        )
      }
    />
  );
}

function MarkLeads({ selected, done }: { selected: LeadRowJson[]; done: () => void }) {
  const [status, setStatus] = useState<LeadStatus>("contacted");
  const { pending, run } = useTableAction("leads");
  const n = selected.length;
  return (
    <form
      className="flex items-center gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        run(
          () => setLeadStatusAction({ ids: selected.map((l) => l.id), status }),
          {
            progress: `Marking ${n} ${n === 1 ? "lead" : "leads"}…`,
            failure: "Failed to update the leads. Please try again.",
          },
          (_d, id) => {
            done();
            toast.success(`${n} ${n === 1 ? "lead" : "leads"} marked ${LEAD_STATUS_LABELS[status]}`, { id });
          },
        );
      }}
    >
      <label className="flex items-center gap-2">
        Mark as
        <select
          value={status}
          onChange={(e) => setStatus(e.target.value as LeadStatus)}
          className="h-9 rounded-lg border border-border bg-background px-2"
        >
          {LEAD_STATUSES.map((s) => (
            <option key={s} value={s}>
              {LEAD_STATUS_LABELS[s]}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" disabled={pending} className={buttonClass({ size: "sm" })}>
        Apply
      </button>
    </form>
  );
}

/** The lead inbox: search, filters, sort and pages on the server; status, notes and bulk marking in place. */
export function LeadsTable({ initial }: { initial: { query: string; data: TablePageJson<LeadRowJson> | null } }) {
  return (
    <DataTable
      rowTestId="lead"
      name="leads"
      caption="Leads"
      noun="leads"
      searchLabel="Search leads"
      rowName={nameOf}
      columns={COLUMNS}
      initial={initial}
      defaultSort={{ sort: "createdAt", dir: "desc" }}
      filters={(url) => <LeadFilters url={url} />}
      bulk={(selected, done) => <MarkLeads selected={selected} done={done} />}
      empty={
        <EmptyState>
          <p className="font-display text-lg font-semibold">No leads yet</p>
          <p className="text-sm text-muted">Messages from the contact form and the chat assistant land here.</p>
        </EmptyState>
      }
    />
  );
}

import { deleteLeadAction } from "@/lib/leads/actions/lead";
import { DeleteButton } from "@/components/admin/common/delete-button.client";
import { EmptyState } from "@/components/admin/common/table";
import { HandledToggle } from "./lead-actions.client";

interface Lead {
  id: string; source: string; firstName: string; lastName: string; email: string; subject: string; message: string;
  page: string | null; handled: boolean; createdAt: Date;
}

const when = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });

/** Contact-form and chat leads, newest first. */
export function LeadList({ leads }: { leads: Lead[] }) {
  if (leads.length === 0) return <EmptyState><p className="font-display text-lg font-semibold">No leads yet</p></EmptyState>;
  return (
    <ul className="grid gap-3">
      {leads.map((l) => {
        const name = `${l.firstName} ${l.lastName}`.trim();
        return (
          <li key={l.id} data-testid="lead" className={`rounded-2xl border bg-surface p-4 sm:p-5 ${l.handled ? "border-border opacity-70" : "border-cyan/40"}`}>
            <div className="flex flex-wrap items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="font-medium">{name} <a href={`mailto:${l.email}`} className="text-sm text-muted underline-offset-2 hover:underline">{l.email}</a></p>
                <p className="text-sm">{l.subject}</p>
                <p className="mt-0.5 text-xs text-muted">
                  <span className="rounded-full bg-surface-2 px-2 py-0.5">{l.source}</span> · {when.format(l.createdAt)}{l.page ? ` · ${l.page}` : ""}
                  {l.handled && " · Handled"}
                </p>
              </div>
              <div className="flex items-center gap-1">
                <HandledToggle id={l.id} handled={l.handled} name={name} />
                <DeleteButton id={l.id} label={`Delete lead from ${name}`} action={deleteLeadAction}
                  confirmText="Are you sure you want to delete this lead?" successTitle="Lead deleted"
                  failure="Failed to delete lead. Please try again." />
              </div>
            </div>
            <p className="mt-3 whitespace-pre-line text-sm text-muted">{l.message}</p>
          </li>
        );
      })}
    </ul>
  );
}

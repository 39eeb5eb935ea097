"use client";

import { toast } from "sonner";
import { setLeadStatusAction } from "@/lib/leads/actions/lead";
import { LEAD_STATUS_LABELS, LEAD_STATUSES, type LeadStatus } from "@/lib/leads/status";
import { useTableAction } from "@/components/admin/table/use-table-action";

/** One lead's status, changed in place. */
export function LeadStatusSelect({ id, name, status }: { id: string; name: string; status: string }) {
  const { pending, run } = useTableAction("leads");
  return (
    <select
      aria-label={`Status of ${name}`}
      value={status}
      disabled={pending}
      onChange={(e) => {
        const next = e.target.value as LeadStatus;
        run(
          () => setLeadStatusAction({ ids: [id], status: next }),
          { progress: "Saving status…", failure: "Failed to update the lead. Please try again." },
          (_data, toastId) => toast.success(`Marked ${LEAD_STATUS_LABELS[next]}`, { id: toastId }),
        );
      }}
      className="h-9 rounded-lg border border-border bg-background px-2 text-sm disabled:opacity-50"
    >
      {LEAD_STATUSES.map((s) => (
        <option key={s} value={s}>
          {LEAD_STATUS_LABELS[s]}
        </option>
      ))}
    </select>
  );
}

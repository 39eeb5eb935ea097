import { LocalDate } from "@/components/admin/common/local-date.client";
import Link from "next/link";
import { Icon } from "@/components/ui/icon";
import { sourceLabel } from "@/lib/dashboard/labels";

export interface LatestLead {
  id: string;
  firstName: string;
  lastName: string;
  subject: string;
  source: string;
  createdAt: Date;
}

/** The five newest leads, with where each came from; the inbox holds the rest. */
export function LatestLeads({ leads }: { leads: LatestLead[] }) {
  return (
    <section aria-labelledby="latest-leads" className="rounded-2xl border border-border bg-surface p-5">
      <div className="flex items-baseline justify-between gap-3">
        <h2 id="latest-leads" className="flex items-center gap-2 font-display text-lg font-semibold">
          <Icon name="Inbox" className="size-4 text-cyan" />
          Latest Leads
        </h2>
        <Link href="/admin/leads" className="text-sm text-muted hover:text-foreground">
          Open the inbox
        </Link>
      </div>
      {leads.length === 0 ? (
        <p className="mt-4 text-sm text-muted">No leads yet.</p>
      ) : (
        <ul className="mt-3 divide-y divide-border">
          {leads.map((lead) => (
            <li key={lead.id} className="grid grid-cols-1 gap-0.5 py-3 text-sm">
              <p className="truncate font-medium">
                {lead.firstName} {lead.lastName} · {lead.subject}
              </p>
              <p className="text-xs text-muted">
                {sourceLabel(lead.source)} · <LocalDate iso={lead.createdAt.toISOString()} time />
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

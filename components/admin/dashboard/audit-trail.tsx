import { LocalDate } from "@/components/admin/common/local-date.client";
import { Icon } from "@/components/ui/icon";
import type { AuditWords } from "@/lib/audit/sentence";

type Entry = AuditWords & { id: string; createdAt: Date };

/** Who changed what, and when (the 10 latest admin writes). */
export function AuditTrail({ entries }: { entries: Entry[] }) {
  return (
    <section aria-labelledby="audit-trail" className="rounded-2xl border border-border bg-surface p-5">
      <h2 id="audit-trail" className="flex items-center gap-2 font-display text-lg font-semibold">
        <Icon name="History" className="size-4 text-blue" />
        Audit Trail
      </h2>
      {entries.length === 0 ? (
        <p className="mt-3 text-sm text-muted">No changes yet.</p>
      ) : (
        <ol className="mt-3 divide-y divide-border" data-testid="audit-trail">
          {entries.map((e) => (
            <li key={e.id} className="grid grid-cols-1 gap-0.5 py-2.5 text-sm">
              <p className="break-words">
                <span className="font-medium">{e.who}</span> {e.what}
              </p>
              <p className="text-xs text-muted">
                <LocalDate iso={e.createdAt.toISOString()} time />
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

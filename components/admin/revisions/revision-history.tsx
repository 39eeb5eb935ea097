import type { RevisionEntity, RevisionRow } from "@/lib/revisions/types";
import { AdminTable, cellClass } from "@/components/admin/common/table";
import { RevisionCompare } from "./revision-compare.client";
import { RestoreRevisionButton } from "./restore-revision-button.client";

interface Props {
  entity: RevisionEntity;
  id: string;
  /** The current version's updatedAt: a restore from this page is refused if the item changed since. */
  openedAt: string;
  revisions: RevisionRow[];
}

/** The edit page's history: every save (who, when, what changed), two of them compared, any earlier one restored. */
export function RevisionHistory({ entity, id, openedAt, revisions }: Props) {
  return (
    <section
      aria-labelledby="revisions-heading"
      className="grid grid-cols-1 gap-5 rounded-2xl border border-border bg-surface p-5 sm:p-6"
    >
      <div>
        <h2 id="revisions-heading" className="font-display text-lg font-semibold">
          Revisions
        </h2>
        <p className="mt-0.5 text-sm text-muted">
          Every save is kept (the last 50). Compare two, or restore an earlier one.
        </p>
      </div>
      {revisions.length === 0 ? (
        <p className="text-sm text-muted">No saves recorded yet: the first save starts the history.</p>
      ) : (
        <>
          {revisions.length > 1 && <RevisionCompare entity={entity} id={id} revisions={revisions} />}
          <AdminTable caption="Revisions" head={["When", "Who", "What", "Actions"]}>
            {revisions.map((r, i) => (
              <tr key={r.id} data-testid="revision-row">
                <td className={`${cellClass} whitespace-nowrap`}>
                  <time dateTime={r.iso}>{r.when}</time>
                </td>
                <td className={`${cellClass} text-muted`}>{r.who}</td>
                <td className={cellClass}>
                  {r.what}
                  {r.changed && <span className="block text-xs text-muted">{r.changed}</span>}
                </td>
                <td className={cellClass}>
                  {i === 0 ? (
                    <span className="text-xs text-muted">Current</span>
                  ) : (
                    <RestoreRevisionButton entity={entity} id={id} openedAt={openedAt} revision={r} />
                  )}
                </td>
              </tr>
            ))}
          </AdminTable>
        </>
      )}
    </section>
  );
}

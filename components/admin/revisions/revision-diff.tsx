import type { FieldChange } from "@/lib/revisions/diff";

const box = "whitespace-pre-wrap break-words rounded-lg border border-border bg-background px-3 py-2 text-sm";

/** Field by field, what differs between two versions: long text with removed words struck through and added words
 *  underlined, other fields as before and after. */
export function RevisionDiff({ changes }: { changes: FieldChange[] }) {
  if (changes.length === 0) return <p className="text-sm text-muted">These two versions are the same.</p>;
  return (
    <dl className="grid grid-cols-1 gap-4" data-testid="revision-diff">
      {changes.map((change) => (
        <div key={change.field} className="grid grid-cols-1 gap-1.5">
          <dt className="text-sm font-semibold">{change.label}</dt>
          {change.kind === "words" ? (
            <dd className={box}>
              {change.parts.map((part, i) =>
                part.removed ? (
                  <del key={i} className="rounded bg-pink/15 decoration-2">
                    {part.value}
                  </del>
                ) : part.added ? (
                  <ins key={i} className="rounded bg-green/20 decoration-2 underline-offset-2">
                    {part.value}
                  </ins>
                ) : (
                  <span key={i}>{part.value}</span>
                ),
              )}
            </dd>
          ) : (
            <dd className="grid grid-cols-1 gap-2 sm:grid-cols-2">
              <div>
                <p className="text-xs uppercase tracking-wider text-muted">Before</p>
                <p className={box}>{change.before || <span className="text-muted">(empty)</span>}</p>
              </div>
              <div>
                <p className="text-xs uppercase tracking-wider text-muted">After</p>
                <p className={box}>{change.after || <span className="text-muted">(empty)</span>}</p>
              </div>
            </dd>
          )}
        </div>
      ))}
    </dl>
  );
}

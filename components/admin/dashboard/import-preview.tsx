import type { ImportPreview, PreviewPart } from "@/lib/backup/import";

const names = (items: { title: string }[]) => {
  const shown = items
    .slice(0, 4)
    .map((i) => i.title)
    .join(", ");
  return items.length > 4 ? `${shown} and ${items.length - 4} more` : shown;
};

function Line({ part }: { part: PreviewPart }) {
  return (
    <li>
      <p className="text-sm">
        <span className="tabular font-semibold">{part.total}</span> {part.label}:{" "}
        <span className="text-green">{part.added.length} new</span>,{" "}
        <span className="text-pink">{part.replaced.length} replaced</span>
      </p>
      {part.added.length > 0 && <p className="text-xs text-muted">New: {names(part.added)}</p>}
      {part.replaced.length > 0 && <p className="text-xs text-muted">Replaced: {names(part.replaced)}</p>}
    </li>
  );
}

/** What the chosen file would change: n projects and m posts (and the images, settings and redirects it holds), which
 *  are new and which replace a stored one. */
export function ImportPreviewSummary({ preview, fileName }: { preview: ImportPreview; fileName: string }) {
  const parts = Object.entries(preview)
    .filter(([, part]) => part.content || part.total > 0)
    .sort(([, a], [, b]) => Number(b.content) - Number(a.content));
  return (
    <div className="rounded-lg bg-surface-2 p-3">
      <p className="truncate text-xs text-subtle">{fileName}</p>
      <ul className="mt-2 grid grid-cols-1 gap-2">
        {parts.map(([key, part]) => (
          <Line key={key} part={part} />
        ))}
      </ul>
    </div>
  );
}

"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { Icon } from "@/components/ui/icon";
import { deleteMediaAction } from "@/lib/media/actions";
import type { LibraryItem } from "@/lib/media/library";
import { ConfirmDialog } from "@/components/ui/confirm-dialog.client";
import { MediaDetailsForm } from "./media-details-form.client";
import { MediaThumb } from "./media-thumb";
import { useConfirmedAction } from "./use-delete";

const size = (bytes: number) =>
  bytes > 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`;

/** One image of the library: preview, facts, where it is used, its details, and delete (asking first). */
export function MediaCard({ item }: { item: LibraryItem }) {
  const router = useRouter();
  const remove = useConfirmedAction(deleteMediaAction, () => "Image deleted");
  return (
    <li
      className="grid grid-cols-1 content-start gap-3 rounded-2xl border border-border bg-surface p-4"
      aria-label={item.alt}
    >
      <MediaThumb item={item} className="aspect-video" />
      <div className="grid grid-cols-1 gap-1 text-xs text-muted">
        <p className="truncate font-medium text-foreground">{item.fileName}</p>
        <p>
          {item.width} × {item.height} · {size(item.bytes)} · {item.mimeType}
        </p>
        <p className="truncate">Alt: {item.alt}</p>
      </div>
      <div className="text-xs">
        <p className="font-medium">{item.uses.length ? "Used in" : "Not used"}</p>
        {item.uses.length > 0 && (
          <ul className="mt-1 grid grid-cols-1 gap-0.5">
            {item.uses.map((u) => (
              <li key={u.label}>
                <Link
                  href={u.href}
                  className="inline-flex min-h-6 items-center text-accent-ink underline-offset-2 hover:underline"
                >
                  {u.label}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
      <details className="text-sm">
        <summary className="cursor-pointer font-medium">Edit details</summary>
        <div className="mt-3">
          <MediaDetailsForm item={item} onSaved={() => router.refresh()} />
        </div>
      </details>
      <button
        type="button"
        onClick={remove.ask}
        className="inline-flex items-center gap-1.5 justify-self-start text-xs text-muted hover:text-pink"
      >
        <Icon name="Trash2" className="size-3.5" />
        Delete image
      </button>
      <ConfirmDialog
        open={remove.open}
        pending={remove.pending}
        closeOnConfirm={false}
        title="Delete this image?"
        confirmLabel="Delete image"
        onOpenChange={(next) => {
          if (!next) remove.cancel();
        }}
        onConfirm={() => remove.confirm({ id: item.id, confirmInUse: item.uses.length > 0 })}
        description={
          item.uses.length > 0 ? (
            <>
              <p>“{item.alt}” is still used in these places, which will show “Image unavailable” instead:</p>
              <ul className="list-disc pl-5">
                {item.uses.map((u) => (
                  <li key={u.label}>{u.label}</li>
                ))}
              </ul>
            </>
          ) : (
            <p>“{item.alt}” is not used anywhere. Its files are removed too.</p>
          )
        }
      />
    </li>
  );
}

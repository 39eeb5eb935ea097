"use client";

import { useRouter } from "next/navigation";
import { Icon } from "@/components/ui/icon";
import { deleteUnusedMediaAction } from "@/lib/media/actions";
import type { LibraryItem } from "@/lib/media/library";
import { inputClass } from "@/components/admin/form/field-styles";
import { buttonClass } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog.client";
import { MediaCard } from "./media-card.client";
import { UploadZone } from "./upload-zone.client";
import { useConfirmedAction } from "./use-delete";

/** The admin Media page: upload, search, every image with where it is used, and the clean-up of unused ones. */
export function MediaLibrary({
  items,
  query,
  canUpload = true,
}: {
  items: LibraryItem[];
  query: string;
  /** The role may upload (a viewer may not: lib/access). */
  canUpload?: boolean;
}) {
  const router = useRouter();
  const unused = items.filter((i) => i.uses.length === 0).length;
  const cleanup = useConfirmedAction(
    deleteUnusedMediaAction,
    (count) => `${count} unused ${count === 1 ? "image" : "images"} deleted`,
  );
  return (
    <div className="grid grid-cols-1 gap-6">
      {canUpload && <UploadZone onUploaded={() => router.refresh()} />}
      <div className="flex flex-wrap items-center gap-3">
        <form role="search" className="relative min-w-64 flex-1" action="/admin/media">
          <Icon name="Search" className="absolute top-1/2 left-3 size-4 -translate-y-1/2 text-subtle" />
          <input
            name="q"
            type="search"
            defaultValue={query}
            aria-label="Search images by name or alt text"
            placeholder="Search by name or alt text"
            className={`${inputClass} pl-9`}
          />
        </form>
        <button type="button" onClick={cleanup.ask} className={buttonClass({ variant: "outline", size: "sm" })}>
          Delete unused images
        </button>
      </div>
      {items.length === 0 ? (
        <p className="text-sm text-muted">
          {query ? `No image matches “${query}”.` : "No images yet: upload the first one above."}
        </p>
      ) : (
        <ul aria-label="Images" className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {items.map((item) => (
            <MediaCard key={item.id} item={item} />
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={cleanup.open}
        pending={cleanup.pending}
        closeOnConfirm={false}
        title="Delete every unused image?"
        confirmLabel="Delete unused images"
        onOpenChange={(next) => {
          if (!next) cleanup.cancel();
        }}
        onConfirm={() => cleanup.confirm({})}
        description={
          <p>
            Images that no project or post uses are deleted with their files
            {query ? " (in the whole library, not only this search)" : ""}.
            {!query && ` That is ${unused} ${unused === 1 ? "image" : "images"} here.`}
          </p>
        }
      />
    </div>
  );
}

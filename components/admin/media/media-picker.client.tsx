"use client";

import * as Dialog from "@radix-ui/react-dialog";
import { useEffect, useRef, useState } from "react";
import { Icon } from "@/components/ui/icon";
import type { LibraryItem } from "@/lib/media/library";
import { inputClass } from "@/components/admin/form/field-styles";
import { buttonClass } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { MediaThumb } from "./media-thumb";
import { UploadZone } from "./upload-zone.client";

/** The library in a dialog: search, upload, and pick one image (or several, in the order picked). */
export function MediaPicker({
  open,
  multiple,
  onPick,
  onClose,
}: {
  open: boolean;
  multiple?: boolean;
  onPick: (urls: string[], items: LibraryItem[]) => void;
  onClose: () => void;
}) {
  const [query, setQuery] = useState("");
  const [items, setItems] = useState<LibraryItem[] | null>(null);
  const [error, setError] = useState<string>();
  const [picked, setPicked] = useState<string[]>([]);
  // Every image seen in this dialog, so a pick made before a new search still has its details (alt text).
  const seen = useRef(new Map<string, LibraryItem>());
  const remember = (list: LibraryItem[]) => {
    for (const item of list) seen.current.set(item.url, item);
    return list;
  };

  useEffect(() => {
    if (!open) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetch(`/api/admin/media?q=${encodeURIComponent(query)}`, { signal: controller.signal })
        .then(async (r) =>
          r.ok
            ? r.json()
            : Promise.reject(new Error((await r.json().catch(() => ({}))).error ?? "The library could not be loaded.")),
        )
        .then((body: { items: LibraryItem[] }) => {
          setItems(remember(body.items));
          setError(undefined);
        })
        .catch((e: Error) => {
          if (e.name !== "AbortError") setError(e.message);
        });
    }, 200);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [open, query]);

  const toggle = (url: string) =>
    setPicked((list) => (list.includes(url) ? list.filter((u) => u !== url) : multiple ? [...list, url] : [url]));
  const close = () => {
    setPicked([]);
    onClose();
  };
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) close();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/60" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-4 z-50 mx-auto grid grid-cols-1 max-w-5xl grid-rows-[auto_auto_1fr_auto] gap-4 overflow-hidden rounded-2xl border border-border bg-surface p-6 shadow-xl"
        >
          <div className="flex items-center justify-between gap-4">
            <Dialog.Title className="font-display text-lg font-semibold">
              {multiple ? "Add images from the library" : "Choose an image"}
            </Dialog.Title>
            <Dialog.Close aria-label="Close" className="grid size-9 place-items-center rounded-full hover:bg-surface-2">
              <Icon name="X" className="size-4" />
            </Dialog.Close>
          </div>
          <div className="grid grid-cols-1 gap-3 md:grid-cols-[1fr_2fr]">
            <UploadZone
              onUploaded={(media) => {
                remember([media]);
                setItems((list) => [media, ...(list ?? []).filter((i) => i.id !== media.id)]);
                toggle(media.url);
              }}
            />
            <input
              type="search"
              value={query}
              onChange={(e) => setQuery(e.target.value)}
              aria-label="Search images by name or alt text"
              placeholder="Search by name or alt text"
              className={`${inputClass} self-start`}
            />
          </div>
          <div className="overflow-y-auto">
            {error && (
              <p role="alert" className="text-sm text-pink">
                {error}
              </p>
            )}
            {!items && !error && (
              <p role="status" className="text-sm text-muted">
                Loading images...
              </p>
            )}
            {items?.length === 0 && <p className="text-sm text-muted">No image matches. Upload one above.</p>}
            <ul aria-label="Library images" className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
              {items?.map((item) => {
                const order = picked.indexOf(item.url);
                return (
                  <li key={item.id}>
                    <button
                      type="button"
                      aria-pressed={order >= 0}
                      onClick={() => toggle(item.url)}
                      title={item.fileName}
                      aria-label={`${item.alt} (${item.fileName})`}
                      className={cn(
                        "relative grid grid-cols-1 w-full gap-1 rounded-xl border-2 border-transparent p-1 text-left text-xs",
                        order >= 0 && "border-cyan",
                      )}
                    >
                      <MediaThumb item={item} className="aspect-square" />
                      <span className="truncate">{item.alt}</span>
                      {order >= 0 && (
                        <span className="absolute top-2 right-2 grid size-6 place-items-center rounded-full bg-cyan text-white">
                          {multiple ? order + 1 : <Icon name="Check" className="size-3.5" />}
                        </span>
                      )}
                    </button>
                  </li>
                );
              })}
            </ul>
          </div>
          <div className="flex justify-end gap-3">
            <Dialog.Close className={buttonClass({ variant: "outline", size: "sm" })}>Cancel</Dialog.Close>
            <button
              type="button"
              disabled={picked.length === 0}
              className={buttonClass({ size: "sm" })}
              onClick={() => {
                onPick(
                  picked,
                  picked.flatMap((url) => seen.current.get(url) ?? []),
                );
                close();
              }}
            >
              {multiple ? `Add ${picked.length} ${picked.length === 1 ? "image" : "images"}` : "Use this image"}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

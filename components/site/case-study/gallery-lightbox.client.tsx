"use client";

import * as Dialog from "@radix-ui/react-dialog";
import Image from "next/image";
import { ChevronLeft, ChevronRight, X } from "lucide-react";
import { useRef, useState, type KeyboardEvent } from "react";
import { wrapIndex } from "./wrap-index";

/** Thumbnails that open a full-screen lightbox: close, previous, next with wrap-around both ways, Escape and
 *  arrow keys; closing returns focus to the thumbnail of the image last shown. */
export function GalleryLightbox({ title, images }: { title: string; images: string[] }) {
  const [index, setIndex] = useState<number | null>(null);
  const thumbs = useRef<(HTMLButtonElement | null)[]>([]);
  const last = useRef(0);
  const go = (step: number) => {
    if (index === null) return;
    last.current = wrapIndex(index + step, images.length);
    setIndex(last.current);
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === "ArrowRight") { e.preventDefault(); go(1); }
    if (e.key === "ArrowLeft") { e.preventDefault(); go(-1); }
  };
  const alt = (i: number) => `${title} — screen ${i + 1} of ${images.length}`;
  return (
    <Dialog.Root open={index !== null} onOpenChange={(open) => { if (!open) setIndex(null); }}>
      <ul className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {images.map((src, i) => (
          <li key={src}>
            <button type="button" ref={(el) => { thumbs.current[i] = el; }} onClick={() => { last.current = i; setIndex(i); }}
              aria-label={`Open image ${i + 1} of ${images.length}`}
              className="group relative block aspect-[4/3] w-full overflow-hidden rounded-2xl border border-border bg-surface-2">
              <Image src={src} alt={alt(i)} fill sizes="(max-width: 1024px) 50vw, 25vw" className="object-cover transition duration-500 group-hover:scale-105" />
            </button>
          </li>
        ))}
      </ul>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/90 backdrop-blur-sm" />
        <Dialog.Content onKeyDown={onKeyDown} aria-describedby={undefined}
          onCloseAutoFocus={(e) => { e.preventDefault(); thumbs.current[last.current]?.focus(); }}
          className="fixed inset-0 z-50 flex flex-col items-center justify-center p-4 text-white outline-none md:p-12">
          <Dialog.Title className="sr-only">{title} gallery</Dialog.Title>
          {index !== null && (
            <figure className="relative h-full w-full">
              <Image src={images[index]} alt={alt(index)} fill sizes="100vw" className="object-contain" />
              <figcaption className="tabular absolute inset-x-0 -bottom-1 text-center text-sm text-white/80" aria-live="polite">
                {index + 1} / {images.length}
              </figcaption>
            </figure>
          )}
          <Dialog.Close aria-label="Close" className="absolute right-4 top-4 grid size-11 place-items-center rounded-full bg-white/10 hover:bg-white/20">
            <X aria-hidden className="size-5" />
          </Dialog.Close>
          <button type="button" aria-label="Previous image" onClick={() => go(-1)}
            className="absolute left-4 top-1/2 grid size-11 -translate-y-1/2 place-items-center rounded-full bg-white/10 hover:bg-white/20">
            <ChevronLeft aria-hidden className="size-5" />
          </button>
          <button type="button" aria-label="Next image" onClick={() => go(1)}
            className="absolute right-4 top-1/2 grid size-11 -translate-y-1/2 place-items-center rounded-full bg-white/10 hover:bg-white/20">
            <ChevronRight aria-hidden className="size-5" />
          </button>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

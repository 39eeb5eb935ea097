"use client";

import * as Dialog from "@radix-ui/react-dialog";
import { SmartImage } from "@/components/ui/smart-image";
import type { ImageMeta } from "@/lib/media/image-meta";
import { ChevronLeft, ChevronRight, X } from "lucide-react";
import type { KeyboardEvent } from "react";
import { Tooltip } from "@/components/ui/tooltip.client";

export interface LightboxDialogProps {
  title: string;
  images: string[];
  metas: (ImageMeta | undefined)[];
  /** The image shown, or null when closed. */
  index: number | null;
  alt: (index: number) => string;
  onStep: (step: number) => void;
  onClose: () => void;
  /** Where focus goes on close (the thumbnail of the image last shown). */
  onCloseFocus: () => void;
}

/** The full-screen view of the gallery: close, previous, next, Escape and arrow keys. Loaded on the first open. */
export default function LightboxDialog({ title, images, metas, index, alt, onStep, onClose, onCloseFocus }: LightboxDialogProps) {
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === "ArrowRight") { e.preventDefault(); onStep(1); }
    if (e.key === "ArrowLeft") { e.preventDefault(); onStep(-1); }
  };
  return (
    <Dialog.Root open={index !== null} onOpenChange={(open) => { if (!open) onClose(); }}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/90 backdrop-blur-sm" />
        <Dialog.Content onKeyDown={onKeyDown} aria-describedby={undefined}
          onCloseAutoFocus={(e) => { e.preventDefault(); onCloseFocus(); }}
          className="fixed inset-0 z-50 flex flex-col items-center justify-center p-4 text-white outline-none md:p-12">
          <Dialog.Title className="sr-only">{title} gallery</Dialog.Title>
          {index !== null && (
            <figure className="relative h-full w-full">
              <SmartImage key={images[index]} src={images[index]} alt={alt(index)} meta={metas[index]} stockFallbacks={false} fill sizes="100vw" className="object-contain" />
              <figcaption className="tabular absolute inset-x-0 -bottom-1 text-center text-sm text-white/80" aria-live="polite">
                {index + 1} / {images.length}
              </figcaption>
            </figure>
          )}
          <Tooltip label="Close">
          <Dialog.Close aria-label="Close" className="absolute right-4 top-4 grid size-11 place-items-center rounded-full bg-white/10 hover:bg-white/20">
            <X aria-hidden className="size-5" />
          </Dialog.Close>
          </Tooltip>
          <Tooltip label="Previous image">
          <button type="button" aria-label="Previous image" onClick={() => onStep(-1)}
            className="absolute left-4 top-1/2 grid size-11 -translate-y-1/2 place-items-center rounded-full bg-white/10 hover:bg-white/20">
            <ChevronLeft aria-hidden className="size-5" />
          </button>
          </Tooltip>
          <Tooltip label="Next image">
          <button type="button" aria-label="Next image" onClick={() => onStep(1)}
            className="absolute right-4 top-1/2 grid size-11 -translate-y-1/2 place-items-center rounded-full bg-white/10 hover:bg-white/20">
            <ChevronRight aria-hidden className="size-5" />
          </button>
          </Tooltip>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

"use client";

import * as Dialog from "@radix-ui/react-dialog";
import { SmartImage } from "@/components/ui/smart-image.client";
import { MotionDialog } from "@/components/ui/motion-dialog.client";
import type { ImageMeta } from "@/lib/media/image-meta";
import { Icon } from "@/components/ui/icon";
import { AnimatePresence, m } from "motion/react";
import { useState, type KeyboardEvent } from "react";
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

const FADE = {
  initial: { opacity: 0 },
  animate: { opacity: 1 },
  exit: { opacity: 0 },
  transition: { duration: 0.2 },
} as const;

/** The full-screen view of the gallery: close, previous, next, Escape and arrow keys. Loaded on the first open. Motion
 *  fades and scales it in and out (focus returns to the thumbnail once it has gone) and cross-fades from one image to
 *  the next. */
export default function LightboxDialog({
  title,
  images,
  metas,
  index,
  alt,
  onStep,
  onClose,
  onCloseFocus,
}: LightboxDialogProps) {
  // The image last shown stays on screen while the dialog fades out.
  const [shown, setShown] = useState(index ?? 0);
  if (index !== null && index !== shown) setShown(index);
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === "ArrowRight") {
      e.preventDefault();
      onStep(1);
    }
    if (e.key === "ArrowLeft") {
      e.preventDefault();
      onStep(-1);
    }
  };
  return (
    <MotionDialog
      open={index !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <Dialog.Overlay asChild>
        <m.div {...FADE} className="fixed inset-0 z-50 bg-black/90 backdrop-blur-sm" />
      </Dialog.Overlay>
      <Dialog.Content
        asChild
        onKeyDown={onKeyDown}
        aria-describedby={undefined}
        onCloseAutoFocus={(e) => {
          e.preventDefault();
          onCloseFocus();
        }}
      >
        <m.div
          initial={{ opacity: 0, scale: 0.97 }}
          animate={{ opacity: 1, scale: 1 }}
          exit={{ opacity: 0, scale: 0.97 }}
          transition={{ duration: 0.2, ease: "easeOut" }}
          className="fixed inset-0 z-50 flex flex-col items-center justify-center p-4 text-white outline-none md:p-12"
        >
          <Dialog.Title className="sr-only">{title} gallery</Dialog.Title>
          <figure className="relative h-full w-full">
            <AnimatePresence initial={false}>
              <m.div key={images[shown]} {...FADE} className="absolute inset-0">
                <SmartImage
                  src={images[shown]}
                  alt={alt(shown)}
                  meta={metas[shown]}
                  stockFallbacks={false}
                  fill
                  sizes="100vw"
                  className="object-contain"
                />
              </m.div>
            </AnimatePresence>
            <figcaption
              className="tabular absolute inset-x-0 -bottom-1 text-center text-sm text-white/80"
              aria-live="polite"
            >
              {shown + 1} / {images.length}
            </figcaption>
          </figure>
          <Tooltip label="Close">
            <Dialog.Close
              aria-label="Close"
              className="absolute right-4 top-4 grid size-11 place-items-center rounded-full bg-white/10 hover:bg-white/20"
            >
              <Icon name="X" className="size-5" />
            </Dialog.Close>
          </Tooltip>
          <Tooltip label="Previous image">
            <button
              type="button"
              aria-label="Previous image"
              onClick={() => onStep(-1)}
              className="absolute left-4 top-1/2 grid size-11 -translate-y-1/2 place-items-center rounded-full bg-white/10 hover:bg-white/20"
            >
              <Icon name="ChevronLeft" className="size-5" />
            </button>
          </Tooltip>
          <Tooltip label="Next image">
            <button
              type="button"
              aria-label="Next image"
              onClick={() => onStep(1)}
              className="absolute right-4 top-1/2 grid size-11 -translate-y-1/2 place-items-center rounded-full bg-white/10 hover:bg-white/20"
            >
              <Icon name="ChevronRight" className="size-5" />
            </button>
          </Tooltip>
        </m.div>
      </Dialog.Content>
    </MotionDialog>
  );
}

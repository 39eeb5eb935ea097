"use client";

import * as Dialog from "@radix-ui/react-dialog";
import type { ReactNode } from "react";
import { buttonClass } from "./button";

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** What will happen: a sentence, or paragraphs and lists (the places an image is used). */
  description: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  /** A destructive action is drawn in the warning colour. */
  destructive?: boolean;
  /** The action is running: the confirm button waits (used with `closeOnConfirm={false}`). */
  pending?: boolean;
  /** Close at once on confirm (the caller shows progress in a toast), or stay open until the caller closes it. */
  closeOnConfirm?: boolean;
}

/** Asks before an action: an accessible modal (focus kept inside, Escape or Cancel closes, focus returns to the
 *  button that opened it). Cancel has the first focus, so Enter never confirms by accident. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  onConfirm,
  destructive = true,
  pending = false,
  closeOnConfirm = true,
}: ConfirmDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/60 backdrop-blur-sm" />
        <Dialog.Content
          role="alertdialog"
          className="fixed left-1/2 top-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl border border-border bg-surface p-6 shadow-2xl outline-none"
        >
          <Dialog.Title className="font-display text-lg font-semibold">{title}</Dialog.Title>
          <Dialog.Description asChild>
            <div className="mt-2 grid grid-cols-1 gap-2 text-sm text-muted">{description}</div>
          </Dialog.Description>
          <div className="mt-6 flex justify-end gap-2">
            <Dialog.Close className={buttonClass({ variant: "outline" })}>Cancel</Dialog.Close>
            <button
              type="button"
              disabled={pending}
              aria-busy={pending || undefined}
              onClick={() => {
                if (closeOnConfirm) onOpenChange(false);
                onConfirm();
              }}
              className={buttonClass({ variant: destructive ? "danger" : "primary" })}
            >
              {confirmLabel}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

"use client";

import * as Dialog from "@radix-ui/react-dialog";
import type { ReactNode } from "react";
import { buttonClass } from "@/components/ui/button";

/** Asks before a destructive action: a modal dialog (focus trapped, Escape cancels) naming what will happen. */
export function ConfirmDialog({ open, title, children, confirmLabel, pending, onConfirm, onCancel }: {
  open: boolean; title: string; children: ReactNode; confirmLabel: string; pending?: boolean;
  onConfirm: () => void; onCancel: () => void;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => { if (!next) onCancel(); }}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/60" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 grid w-[min(32rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 gap-4 rounded-2xl border border-border bg-surface p-6 shadow-xl">
          <Dialog.Title className="font-display text-lg font-semibold">{title}</Dialog.Title>
          <Dialog.Description asChild><div className="grid gap-2 text-sm text-muted">{children}</div></Dialog.Description>
          <div className="flex justify-end gap-3">
            <Dialog.Close className={buttonClass({ variant: "outline", size: "sm" })}>Cancel</Dialog.Close>
            <button type="button" onClick={onConfirm} disabled={pending} className={buttonClass({ variant: "secondary", size: "sm", className: "bg-pink text-white" })}>
              {confirmLabel}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

"use client";

import { useState, type ReactNode } from "react";
import { Icon } from "@/components/ui/icon";
import { ConfirmDialog } from "@/components/ui/confirm-dialog.client";
import { buttonClass } from "@/components/ui/button";

/** A button that asks first (an accessible dialog): the row's small icon button, or a labelled one. */
export function ConfirmButton({
  label,
  question,
  description,
  confirmLabel,
  onConfirm,
  pending,
  icon = false,
  children,
}: {
  label: string;
  question: string;
  description: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  pending: boolean;
  icon?: boolean;
  children?: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        disabled={pending}
        aria-label={label}
        title={label}
        className={
          icon
            ? "grid size-9 place-items-center rounded-lg text-muted transition hover:bg-pink/10 hover:text-pink disabled:opacity-50"
            : buttonClass({ variant: "outline", size: "sm" })
        }
      >
        {pending ? (
          <Icon name="Loader2" className="size-4 animate-spin" />
        ) : (
          (children ?? <Icon name="Trash2" className="size-4" />)
        )}
        {!icon && !children && confirmLabel}
      </button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={question}
        description={description}
        confirmLabel={confirmLabel}
        onConfirm={onConfirm}
      />
    </>
  );
}

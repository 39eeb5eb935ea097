"use client";

import { useState } from "react";
import * as Dialog from "@radix-ui/react-dialog";
import type { RevisionEntity } from "@/lib/revisions/types";
import { buttonClass } from "@/components/ui/button";
import { useComparison, type ComparisonState } from "./use-comparison";
import { ComparisonView } from "./comparison-view";

/** The stale-edit guard's "See what changed": the diff from the version the form opened to the current one. */
export function useStaleChanges(entity: RevisionEntity, id: string | undefined, openedAt: string | undefined) {
  const [open, setOpen] = useState(false);
  const [state, load] = useComparison();
  const show =
    id && openedAt
      ? () => {
          setOpen(true);
          void load({ entity, id, since: openedAt });
        }
      : undefined;
  return { open, onOpenChange: setOpen, state, show };
}

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  state: ComparisonState;
}

/** What someone else saved since this form was opened; the owner's own edits stay in the form until they reload. */
export function StaleChangesDialog({ open, onOpenChange, state }: Props) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/60 backdrop-blur-sm" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 grid grid-cols-1 max-h-[85vh] w-[calc(100%-2rem)] max-w-3xl -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-2xl border border-border bg-surface p-6 shadow-2xl outline-none">
          <Dialog.Title className="font-display text-lg font-semibold">What changed since you opened it</Dialog.Title>
          <Dialog.Description className="text-sm text-muted">
            Someone saved this item after you opened it. These are their changes to the version you started from. Your
            own edits are still in the form: copy what you need, then reload to edit the latest version.
          </Dialog.Description>
          <div aria-live="polite">
            <ComparisonView state={state} />
          </div>
          <div className="flex flex-wrap justify-end gap-2">
            <Dialog.Close className={buttonClass({ variant: "outline" })}>Keep editing</Dialog.Close>
            <button type="button" className={buttonClass()} onClick={() => window.location.reload()}>
              Reload the latest version
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

"use client";

import { toast } from "sonner";
import type { AdminTableName } from "@/lib/tables/names";
import type { ActionResult } from "@/lib/results/action-result";
import { restoreFromTrashAction } from "@/lib/trash/actions";
import { ConfirmButton } from "./confirm-button.client";
import { useTableAction } from "./use-table-action";

export interface DeleteTexts {
  /** "Delete this portfolio?", "Delete 3 portfolios?" */
  question: string;
  progress: string;
  success: string;
  failure: string;
}

/** Delete after an accessible confirmation; the items go to the trash and the toast offers Undo for its 4 seconds
 *  (the Trash view restores them for 30 days). `icon` draws the row's small trash button, else a labelled button. */
export function DeleteWithUndo({
  table,
  label,
  texts,
  action,
  icon = false,
  onDone,
  canUndo = true,
}: {
  table: AdminTableName;
  label: string;
  texts: DeleteTexts;
  icon?: boolean;
  onDone?: () => void;
  /** False for a role that may not restore from the trash (an author): no Undo, and an editor can restore it. */
  canUndo?: boolean;
  action: () => Promise<ActionResult<{ trashIds: string[] }>>;
}) {
  const { pending, run } = useTableAction(table);
  const undo = (trashIds: string[]) =>
    run(
      () => restoreFromTrashAction({ ids: trashIds }),
      { progress: "Restoring…", failure: "Failed to restore. Open the Trash to try again." },
      (_data, id) => toast.success("Restored", { id }),
    );
  const onConfirm = () =>
    run(action, texts, ({ trashIds }, id) => {
      onDone?.();
      toast.success(texts.success, {
        id,
        duration: 8000,
        description: canUndo
          ? "Kept in the Trash for 30 days."
          : "Kept in the Trash for 30 days: an editor can restore it.",
        ...(canUndo ? { action: { label: "Undo", onClick: () => undo(trashIds) } } : {}),
      });
    });
  return (
    <ConfirmButton
      icon={icon}
      label={label}
      pending={pending}
      question={texts.question}
      confirmLabel="Delete"
      onConfirm={onConfirm}
      description="It moves to the Trash, where it stays for 30 days and can be restored."
    />
  );
}

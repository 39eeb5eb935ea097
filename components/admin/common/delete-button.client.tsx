"use client";

import { toast } from "sonner";
import type { ActionResult } from "@/lib/results/action-result";
import { ConfirmButton } from "@/components/admin/table/confirm-button.client";
import { useToastedAction } from "@/components/admin/common/use-toasted-action";

/** Delete after an accessible confirmation; progress in a toast that ends with the outcome, then the list reloads. */
export function DeleteButton({
  id,
  label,
  confirmText,
  action,
  successTitle,
  failure,
}: {
  id: string;
  label: string;
  confirmText: string;
  successTitle: string;
  failure: string;
  action: (input: { id: string }) => Promise<ActionResult<unknown>>;
}) {
  const { pending, run } = useToastedAction();
  const onConfirm = () =>
    run(
      () => action({ id }),
      { progress: "Deleting…", failure },
      (_data, toastId) => toast.success(successTitle, { id: toastId }),
    );
  return (
    <ConfirmButton
      icon
      label={label}
      pending={pending}
      question={confirmText}
      description="This cannot be undone."
      confirmLabel="Delete"
      onConfirm={onConfirm}
    />
  );
}

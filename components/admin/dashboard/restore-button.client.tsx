"use client";

import { Icon } from "@/components/ui/icon";
import { toast } from "sonner";
import { restoreBackupAction } from "@/lib/backup/actions/restore-backup";
import { BACKUP_MESSAGES as M } from "@/lib/backup/messages";
import { ConfirmButton } from "@/components/admin/table/confirm-button.client";
import { useAdminCall } from "./use-admin-call";

const restoreQuestion = (date: string) =>
  `Restore the backup of ${date}? All portfolios and blog posts will be replaced by the backup's ` +
  "(the current state is backed up first, so this can be undone).";

/** 'Restore' one entry of the history, after an accessible confirmation; progress in a toast that ends with the outcome. */
export function RestoreButton({ id, date }: { id: string; date: string }) {
  const { pending, run } = useAdminCall();
  const onConfirm = () =>
    run(async () => {
      const toastId = toast.loading("Restoring the backup…");
      const result = await restoreBackupAction({ id }).catch(() => null);
      if (result?.ok) toast.success(M.restored.title, { id: toastId, description: M.restored.description(date) });
      else toast.error(M.restoreFailed.title, { id: toastId, description: M.restoreFailed.description });
    });
  return (
    <ConfirmButton
      label={`Restore backup of ${date}`}
      pending={pending}
      question="Restore this backup?"
      description={restoreQuestion(date)}
      confirmLabel="Restore"
      onConfirm={onConfirm}
    >
      <Icon name="RotateCcw" />
      Restore
    </ConfirmButton>
  );
}

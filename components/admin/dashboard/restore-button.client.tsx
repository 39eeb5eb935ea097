"use client";

import { Loader2, RotateCcw } from "lucide-react";
import { toast } from "sonner";
import { buttonClass } from "@/components/ui/button";
import { restoreBackupAction } from "@/lib/backup/actions/restore-backup";
import { BACKUP_MESSAGES as M } from "@/lib/backup/messages";
import { useAdminCall } from "./use-admin-call";

export const restoreQuestion = (date: string) =>
  `Restore the backup of ${date}? All portfolios and blog posts will be replaced by the backup's ` +
  "(the current state is backed up first, so this can be undone).";

/** 'Restore' one entry of the history, after the browser's confirmation. */
export function RestoreButton({ id, date }: { id: string; date: string }) {
  const { pending, run } = useAdminCall();
  const onClick = () => {
    if (!window.confirm(restoreQuestion(date))) return;
    run(async () => {
      const result = await restoreBackupAction({ id }).catch(() => null);
      if (result?.ok) toast.success(M.restored.title, { description: M.restored.description(date) });
      else toast.error(M.restoreFailed.title, { description: M.restoreFailed.description });
    });
  };
  return (
    <button type="button" onClick={onClick} disabled={pending} className={buttonClass({ variant: "outline", size: "sm" })}
      aria-label={`Restore backup of ${date}`}>
      {pending ? <Loader2 className="animate-spin" aria-hidden /> : <RotateCcw aria-hidden />}Restore
    </button>
  );
}

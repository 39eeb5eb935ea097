"use client";

import { Icon } from "@/components/ui/icon";
import { toast } from "sonner";
import { buttonClass } from "@/components/ui/button";
import { createBackupAction } from "@/lib/backup/actions/create-backup";
import { BACKUP_MESSAGES as M } from "@/lib/backup/messages";
import { useAdminCall } from "./use-admin-call";

/** 'Create Backup'. */
export function CreateBackupButton() {
  const { pending, run } = useAdminCall();
  const onClick = () =>
    run(async () => {
      const result = await createBackupAction({}).catch(() => null);
      if (result?.ok) toast.success(M.backupCreated.title, { description: M.backupCreated.description });
      else toast.error(M.backupFailed.title, { description: M.backupFailed.description });
    });
  return (
    <button type="button" onClick={onClick} disabled={pending} className={buttonClass({ size: "sm" })}>
      {pending ? <Icon name="Loader2" className="animate-spin" /> : <Icon name="Save" />}Create Backup
    </button>
  );
}

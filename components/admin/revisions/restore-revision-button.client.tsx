"use client";

import { useState } from "react";
import { Icon } from "@/components/ui/icon";
import { toast } from "sonner";
import type { RevisionEntity, RevisionRow } from "@/lib/revisions/types";
import { restoreRevisionAction } from "@/lib/collections/actions/restore-revision";
import { buttonClass } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog.client";
import { useToastedAction } from "@/components/admin/common/use-toasted-action";

/** Restore one revision: asks first, shows progress in a toast that ends with the outcome, then the page (form,
 *  history) reloads with the restored version. */
export function RestoreRevisionButton({
  entity,
  id,
  openedAt,
  revision,
}: {
  entity: RevisionEntity;
  id: string;
  openedAt: string;
  revision: RevisionRow;
}) {
  const [asking, setAsking] = useState(false);
  const { pending, run } = useToastedAction();
  const restore = () =>
    run(
      () => restoreRevisionAction({ type: entity, id, revisionId: revision.id, openedAt }),
      { progress: "Restoring the revision…", failure: "Failed to restore. Please try again." },
      (_data, toastId) =>
        toast.success("Revision restored", {
          id: toastId,
          description: `The version of ${revision.when} is the current one now.`,
        }),
    );
  return (
    <>
      <button
        type="button"
        disabled={pending}
        onClick={() => setAsking(true)}
        aria-label={`Restore the version of ${revision.when}`}
        className={buttonClass({ variant: "outline", size: "sm" })}
      >
        {pending ? <Icon name="Loader2" className="animate-spin" /> : <Icon name="History" />}Restore
      </button>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title="Restore this version?"
        confirmLabel="Restore"
        destructive={false}
        description={`The version of ${revision.when} becomes the current one, on the public page too. The current version stays in the history; changes not saved in the form above are lost.`}
        onConfirm={restore}
      />
    </>
  );
}

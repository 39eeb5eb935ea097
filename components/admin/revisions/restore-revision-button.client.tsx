"use client";

import { useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { History, Loader2 } from "lucide-react";
import { toast } from "sonner";
import type { RevisionEntity, RevisionRow } from "@/lib/revisions/types";
import { restoreProjectRevisionAction } from "@/lib/projects/actions/revision";
import { restoreBlogRevisionAction } from "@/lib/blog/actions/revision";
import { buttonClass } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog.client";

const ACTIONS = { project: restoreProjectRevisionAction, blog: restoreBlogRevisionAction };

/** Restore one revision: asks first, shows progress in a toast that ends with the outcome, then the page (form,
 *  history) reloads with the restored version. */
export function RestoreRevisionButton({ entity, id, openedAt, revision }: { entity: RevisionEntity; id: string; openedAt: string; revision: RevisionRow }) {
  const router = useRouter();
  const [asking, setAsking] = useState(false);
  const [pending, start] = useTransition();
  const restore = () => start(async () => {
    const toastId = toast.loading("Restoring the revision…");
    const result = await ACTIONS[entity]({ id, revisionId: revision.id, openedAt }).catch(() => null);
    if (result?.ok) {
      toast.success("Revision restored", { id: toastId, description: `The version of ${revision.when} is the current one now.` });
      router.refresh();
    } else if (result?.code === "unauthorized") {
      toast.dismiss(toastId);
      router.push("/admin/login");
    } else {
      toast.error("Error", { id: toastId, description: result?.error ?? "Failed to restore. Please try again." });
    }
  });
  return (
    <>
      <button type="button" disabled={pending} onClick={() => setAsking(true)} aria-label={`Restore the version of ${revision.when}`}
        className={buttonClass({ variant: "outline", size: "sm" })}>
        {pending ? <Loader2 className="animate-spin" aria-hidden /> : <History aria-hidden />}Restore
      </button>
      <ConfirmDialog open={asking} onOpenChange={setAsking} title="Restore this version?" confirmLabel="Restore" destructive={false}
        description={`The version of ${revision.when} becomes the current one, on the public page too. The current version stays in the history; changes not saved in the form above are lost.`}
        onConfirm={restore} />
    </>
  );
}

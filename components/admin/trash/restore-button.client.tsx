"use client";

import { Icon } from "@/components/ui/icon";
import { toast } from "sonner";
import { restoreFromTrashAction } from "@/lib/trash/actions";
import { buttonClass } from "@/components/ui/button";
import { useToastedAction } from "@/components/admin/common/use-toasted-action";

/** Restore one item from the trash: progress in a toast that ends with the outcome, then the list reloads. */
export function RestoreButton({ id, title }: { id: string; title: string }) {
  const { pending, run } = useToastedAction();
  const restore = () =>
    run(
      () => restoreFromTrashAction({ ids: [id] }),
      { progress: `Restoring "${title}"…`, failure: "Failed to restore. Please try again." },
      (_data, toastId) => toast.success("Restored", { id: toastId, description: title }),
    );
  return (
    <button
      type="button"
      disabled={pending}
      aria-label={`Restore ${title}`}
      className={buttonClass({ variant: "outline", size: "sm" })}
      onClick={restore}
    >
      {pending ? <Icon name="Loader2" className="animate-spin" /> : <Icon name="ArchiveRestore" />}Restore
    </button>
  );
}

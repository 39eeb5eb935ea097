"use client";

import { useTransition } from "react";
import { useRouter } from "next/navigation";
import { ArchiveRestore, Loader2 } from "lucide-react";
import { toast } from "sonner";
import { restoreFromTrashAction } from "@/lib/trash/actions";
import { buttonClass } from "@/components/ui/button";

/** Restore one item from the trash: progress in a toast that ends with the outcome, then the list reloads. */
export function RestoreButton({ id, title }: { id: string; title: string }) {
  const router = useRouter();
  const [pending, start] = useTransition();
  return (
    <button type="button" disabled={pending} aria-label={`Restore ${title}`} className={buttonClass({ variant: "outline", size: "sm" })}
      onClick={() => start(async () => {
        const toastId = toast.loading(`Restoring "${title}"…`);
        const result = await restoreFromTrashAction({ ids: [id] }).catch(() => null);
        if (result?.ok) {
          toast.success("Restored", { id: toastId, description: title });
          router.refresh();
        } else if (result?.code === "unauthorized") {
          toast.dismiss(toastId);
          router.push("/admin/login");
        } else {
          toast.error("Error", { id: toastId, description: result?.error ?? "Failed to restore. Please try again." });
        }
      })}>
      {pending ? <Loader2 className="animate-spin" aria-hidden /> : <ArchiveRestore aria-hidden />}Restore
    </button>
  );
}

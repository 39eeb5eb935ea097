"use client";

import { useTransition } from "react";
import { useRouter } from "next/navigation";
import { toast } from "sonner";
import type { ActionResult } from "@/lib/results/action-result";
import { ConfirmButton } from "@/components/admin/table/confirm-button.client";

/** Delete after an accessible confirmation; progress in a toast that ends with the outcome, then the list reloads. */
export function DeleteButton({ id, label, confirmText, action, successTitle, failure }: {
  id: string; label: string; confirmText: string; successTitle: string; failure: string;
  action: (input: { id: string }) => Promise<ActionResult<unknown>>;
}) {
  const router = useRouter();
  const [pending, start] = useTransition();
  const onConfirm = () => start(async () => {
    const toastId = toast.loading("Deleting…");
    const result = await action({ id }).catch(() => null);
    if (result?.ok) {
      toast.success(successTitle, { id: toastId });
      router.refresh();
    } else if (result?.code === "unauthorized") {
      toast.dismiss(toastId);
      router.push("/admin/login");
    } else {
      toast.error("Error", { id: toastId, description: failure });
    }
  });
  return <ConfirmButton icon label={label} pending={pending} question={confirmText} description="This cannot be undone." confirmLabel="Delete" onConfirm={onConfirm} />;
}

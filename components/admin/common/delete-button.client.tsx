"use client";

import { useTransition } from "react";
import { useRouter } from "next/navigation";
import { Loader2, Trash2 } from "lucide-react";
import { toast } from "sonner";
import type { ActionResult } from "@/lib/results/action-result";

/** Delete with the browser's confirmation; on success a toast and the list reloads. */
export function DeleteButton({ id, label, confirmText, action, successTitle, failure }: {
  id: string; label: string; confirmText: string; successTitle: string; failure: string;
  action: (input: { id: string }) => Promise<ActionResult<unknown>>;
}) {
  const router = useRouter();
  const [pending, start] = useTransition();
  const onClick = () => {
    if (!window.confirm(confirmText)) return;
    start(async () => {
      const result = await action({ id }).catch(() => null);
      if (result?.ok) {
        toast.success(successTitle);
        router.refresh();
      } else {
        if (result?.code === "unauthorized") return void router.push("/admin/login");
        console.error("[admin] delete failed:", result);
        toast.error("Error", { description: failure });
      }
    });
  };
  return (
    <button type="button" onClick={onClick} disabled={pending} aria-label={label} title={label}
      className="grid size-9 place-items-center rounded-lg text-muted transition hover:bg-pink/10 hover:text-pink disabled:opacity-50">
      {pending ? <Loader2 className="size-4 animate-spin" aria-hidden /> : <Trash2 className="size-4" aria-hidden />}
    </button>
  );
}

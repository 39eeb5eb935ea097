"use client";

import { useTransition } from "react";
import { useRouter } from "next/navigation";
import { Check, RotateCcw } from "lucide-react";
import { toast } from "sonner";
import { setLeadHandledAction } from "@/lib/leads/actions/lead";

/** Mark handled / mark as new. */
export function HandledToggle({ id, handled, name }: { id: string; handled: boolean; name: string }) {
  const router = useRouter();
  const [pending, start] = useTransition();
  const label = handled ? `Mark ${name} as new` : `Mark ${name} handled`;
  return (
    <button type="button" disabled={pending} aria-label={label} title={label}
      onClick={() => start(async () => {
        const result = await setLeadHandledAction({ id, handled: !handled }).catch(() => null);
        if (result?.ok) router.refresh();
        else toast.error("Error", { description: "Something went wrong. Please try again." });
      })}
      className="inline-flex h-9 items-center gap-1.5 rounded-lg border border-border px-3 text-xs font-medium hover:bg-surface-2 disabled:opacity-50">
      {handled ? <RotateCcw className="size-3.5" aria-hidden /> : <Check className="size-3.5" aria-hidden />}
      {handled ? "Mark new" : "Mark handled"}
    </button>
  );
}

"use client";

import { useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { toast } from "sonner";
import type { ActionResult } from "@/lib/results/action-result";

/** A destructive action behind a dialog: `ask` opens it, `confirm` runs the action, toasts and refreshes the page. */
export function useConfirmedAction<I>(
  action: (input: I) => Promise<ActionResult<{ count: number }>>,
  success: (count: number) => string,
) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [pending, start] = useTransition();
  const confirm = (input: I) =>
    start(async () => {
      const result = await action(input).catch(() => null);
      setOpen(false);
      if (result?.ok) {
        toast.success(success(result.data.count));
        router.refresh();
      } else if (result?.code === "unauthorized") router.push("/admin/login");
      else toast.error("Error", { description: result?.error ?? "Something went wrong. Please try again." });
    });
  return { open, pending, ask: () => setOpen(true), cancel: () => setOpen(false), confirm };
}

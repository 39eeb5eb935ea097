"use client";

import { useTransition } from "react";
import { useRouter } from "next/navigation";
import { useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import type { AdminTableName } from "@/lib/tables/names";
import type { ActionResult } from "@/lib/results/action-result";

/** Runs an admin action from a table: a toast while it works ("Deleting 3 portfolios…") that ends in its outcome,
 *  the table's pages refetched after success, the sign-in page when the session ended. */
export function useTableAction(table: AdminTableName) {
  const router = useRouter();
  const client = useQueryClient();
  const [pending, start] = useTransition();
  const run = <T,>(work: () => Promise<ActionResult<T>>, texts: { progress: string; failure: string },
    onDone: (data: T, toastId: string | number) => void) => start(async () => {
    const id = toast.loading(texts.progress);
    const result = await work().catch(() => null);
    if (result?.ok) {
      await client.invalidateQueries({ queryKey: ["table", table] });
      onDone(result.data, id);
      return;
    }
    if (result?.code === "unauthorized") {
      toast.dismiss(id);
      return router.push("/admin/login");
    }
    toast.error("Error", { id, description: result?.error ?? texts.failure });
  });
  return { pending, run };
}

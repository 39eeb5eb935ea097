"use client";

import { useTransition } from "react";
import { useRouter } from "next/navigation";
import { toast } from "sonner";
import type { ActionResult } from "@/lib/results/action-result";

/** Runs an admin action with a toast while it works ("Restoring…") that ends in its outcome: `onDone` writes the
 *  success, a failure shows the server's message (or `failure`), an ended session goes to the sign-in page. After a
 *  success `afterSuccess` runs first (default: the page's server components are read again). */
export function useToastedAction(afterSuccess?: () => unknown) {
  const router = useRouter();
  const [pending, start] = useTransition();
  const run = <T>(
    work: () => Promise<ActionResult<T>>,
    texts: { progress: string; failure: string },
    onDone: (data: T, toastId: string | number) => void,
  ) =>
    start(async () => {
      const id = toast.loading(texts.progress);
      const result = await work().catch(() => null);
      if (result?.ok) {
        await (afterSuccess ? afterSuccess() : router.refresh());
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

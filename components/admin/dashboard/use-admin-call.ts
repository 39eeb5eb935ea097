"use client";

import { useRouter } from "next/navigation";
import { useTransition } from "react";

/** Runs a server action in a transition and refreshes the page's server components afterwards. */
export function useAdminCall() {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const run = (work: () => Promise<void>) =>
    startTransition(async () => {
      await work();
      router.refresh();
    });
  return { pending, run };
}

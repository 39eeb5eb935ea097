"use client";

import { buttonClass } from "@/components/ui/button";

/** Retry of a failed load: reloads the page. */
export function RetryButton({ label = "Retry" }: { label?: string }) {
  return (
    <button type="button" onClick={() => window.location.reload()} className={buttonClass({ variant: "outline" })}>
      {label}
    </button>
  );
}

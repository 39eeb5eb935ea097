"use client";

import { toast } from "sonner";
import type { ActionResult } from "@/lib/results/action-result";

export const VALIDATION_TITLE = "Validation Error";
const NOT_ALLOWED_TITLE = "Not allowed";

const reload = { label: "Reload", onClick: () => window.location.reload() };

/** The toasts for a failed save (validation, not allowed, not signed in, something went wrong); a stale edit offers to see what
 *  changed since the form was opened (`seeChanges`), and to reload. */
export function toastSaveFailure(result: ActionResult<unknown> | null, seeChanges?: () => void) {
  if (result && !result.ok && result.code === "invalid") {
    toast.error(VALIDATION_TITLE, { description: result.error });
  } else if (result && !result.ok && result.code === "stale") {
    toast.error("Changed by someone else", {
      description: result.error,
      duration: Infinity,
      ...(seeChanges
        ? { action: { label: "See what changed", onClick: seeChanges }, cancel: reload }
        : { action: reload }),
    });
  } else if (result && !result.ok && result.code === "forbidden") {
    toast.error(NOT_ALLOWED_TITLE, { description: result.error });
  } else if (result && !result.ok && result.code === "unauthorized") {
    toast.error("Error", { description: result.error });
  } else {
    console.error("[admin] save failed:", result);
    toast.error("Error", { description: "Something went wrong. Please try again." });
  }
}

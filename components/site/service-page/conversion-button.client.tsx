"use client";

import type { ReactNode } from "react";
import { openScopingForm } from "@/components/site/scoping-anchor.client";
import { scopingFormHref } from "@/lib/settings/links";
import type { ConversionAction } from "@/lib/conversions/schema";

/** The shared conversion action: records {action, page} (no personal data), then opens the scoping form with
 *  utm_source set to the action id. The tab opens within the click so pop-up blockers allow it; the request is
 *  sent with keepalive so it completes even if this page is left. */
export function ConversionButton({ action, page, scopingFormUrl, className, children }:
  { action: ConversionAction; page: string; scopingFormUrl: string; className?: string; children: ReactNode }) {
  return (
    <button
      type="button"
      data-conversion={action}
      className={className}
      onClick={() => {
        void fetch("/api/conversions", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ action, page }),
          keepalive: true,
        }).catch((error: unknown) => console.error("Could not record the conversion:", error));
        openScopingForm(scopingFormHref(scopingFormUrl, action));
      }}
    >
      {children}
    </button>
  );
}

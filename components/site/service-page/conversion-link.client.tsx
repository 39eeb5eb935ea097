"use client";

import { isPlainClick } from "@/components/ui/plain-click";
import type { ReactNode } from "react";
import { openScopingForm } from "@/components/site/scoping-anchor.client";
import { scopingFormHref } from "@/lib/settings/links";
import type { ConversionAction } from "@/lib/conversions/schema";

/** The shared conversion action: a link to the scoping form with utm_source set to the action id (so it works without
 *  scripts, and opens in a new tab on a middle or modified click); a click also records {action, page} (no personal
 *  data), with keepalive so the request completes even if this page is left, and opens the form as every scoping link
 *  does (a new tab within the click, so pop-up blockers allow it). */
export function ConversionLink({ action, page, scopingFormUrl, className, children }:
  { action: ConversionAction; page: string; scopingFormUrl: string; className?: string; children: ReactNode }) {
  const href = scopingFormHref(scopingFormUrl, action);
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      data-conversion={action}
      className={className}
      onClick={(event) => {
        void fetch("/api/conversions", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ action, page }),
          keepalive: true,
        }).catch((error: unknown) => console.error("Could not record the conversion:", error));
        if (!isPlainClick(event)) return;
        event.preventDefault();
        openScopingForm(href);
      }}
    >
      {children}
    </a>
  );
}

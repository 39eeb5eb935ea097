"use client";

import type { ReactNode } from "react";
import { scopingFormHref } from "@/content/settings";

/** Opens the external scoping-session form in a new tab (optionally tagged with utm_source).
 *  If the browser refuses the new tab, the current window goes to the form instead. */
export function ScopingLink({ utmSource, className, children, onOpen }:
  { utmSource?: string; className?: string; children: ReactNode; onOpen?: () => void }) {
  const href = scopingFormHref(utmSource);
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={className}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        onOpen?.();
        openScopingForm(href);
      }}
    >
      {children}
    </a>
  );
}

export function openScopingForm(href: string) {
  const tab = window.open(href, "_blank");
  if (tab) {
    tab.opener = null;
    return;
  }
  console.error("Could not open the scoping form in a new tab; opening it here instead:", href);
  window.location.assign(href);
}

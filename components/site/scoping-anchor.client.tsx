"use client";

import { isPlainClick } from "@/components/ui/plain-click";
import type { ReactNode } from "react";

/** Opens the external scoping-session form (`href`, from the site settings) in a new tab. If the browser refuses
 *  the new tab, the current window goes to the form instead. `onOpen` runs on every click, modified ones too. */
export function ScopingAnchor({
  href,
  className,
  children,
  onOpen,
  ...data
}: { href: string; className?: string; children: ReactNode; onOpen?: () => void } & {
  [data: `data-${string}`]: string;
}) {
  return (
    <a
      {...data}
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={className}
      onClick={(event) => {
        onOpen?.();
        if (!isPlainClick(event)) return;
        event.preventDefault();
        openScopingForm(href);
      }}
    >
      {children}
    </a>
  );
}

function openScopingForm(href: string) {
  const tab = window.open(href, "_blank");
  if (tab) {
    tab.opener = null;
    return;
  }
  console.error("Could not open the scoping form in a new tab; opening it here instead:", href);
  window.location.assign(href);
}

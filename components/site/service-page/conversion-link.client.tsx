"use client";

import type { ReactNode } from "react";
import { ScopingAnchor } from "@/components/site/scoping-anchor.client";
import { scopingFormHref } from "@/lib/settings/links";
import type { ConversionAction } from "@/lib/conversions/schema";

/** The shared conversion action: a scoping link with utm_source set to the action id (so it works without scripts)
 *  that also records {action, page} (no personal data), with keepalive so the request completes even if this page
 *  is left. */
export function ConversionLink({
  action,
  page,
  scopingFormUrl,
  className,
  children,
}: {
  action: ConversionAction;
  page: string;
  scopingFormUrl: string;
  className?: string;
  children: ReactNode;
}) {
  const record = () =>
    void fetch("/api/conversions", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ action, page }),
      keepalive: true,
    }).catch((error: unknown) => console.error("Could not record the conversion:", error));
  return (
    <ScopingAnchor
      href={scopingFormHref(scopingFormUrl, action)}
      data-conversion={action}
      className={className}
      onOpen={record}
    >
      {children}
    </ScopingAnchor>
  );
}

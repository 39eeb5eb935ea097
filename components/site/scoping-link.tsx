import type { ReactNode } from "react";
import { getSiteSettings } from "@/lib/settings/queries";
import { scopingFormHref } from "@/lib/settings/links";
import { ScopingAnchor } from "./scoping-anchor.client";

/** A link to the scoping-session form of the settings (optionally tagged with utm_source), opened in a new tab. */
export async function ScopingLink({
  utmSource,
  className,
  children,
}: {
  utmSource?: string;
  className?: string;
  children: ReactNode;
}) {
  const { scopingFormUrl } = await getSiteSettings();
  return (
    <ScopingAnchor href={scopingFormHref(scopingFormUrl, utmSource)} className={className}>
      {children}
    </ScopingAnchor>
  );
}

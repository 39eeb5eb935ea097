"use client";

import type { ReactNode } from "react";
import { useSectionNav } from "./header/use-section-nav";
import { IntentLink } from "./intent-link.client";

/** A link to a home-page section (/#id): scrolls smoothly on /, goes home first and then scrolls elsewhere. */
export function SectionLink({
  section,
  className,
  children,
}: {
  section: string;
  className?: string;
  children: ReactNode;
}) {
  const go = useSectionNav();
  return (
    <IntentLink href={section === "home" ? "/" : `/#${section}`} className={className} onClick={(e) => go(e, section)}>
      {children}
    </IntentLink>
  );
}

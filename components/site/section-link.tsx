"use client";

import Link from "next/link";
import type { ReactNode } from "react";
import { useSectionNav } from "./header/use-section-nav";

/** A link to a home-page section (/#id): scrolls smoothly on /, goes home first and then scrolls elsewhere. */
export function SectionLink({ section, className, children }: { section: string; className?: string; children: ReactNode }) {
  const go = useSectionNav();
  return (
    <Link href={section === "home" ? "/" : `/#${section}`} className={className} onClick={(e) => go(e, section)}>
      {children}
    </Link>
  );
}

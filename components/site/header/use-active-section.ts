"use client";

import { useEffect, useState } from "react";
import { WATCHED_SECTIONS } from "@/content/navigation";

/** The watched home-page section in view, using a cut-off at the top 20% and bottom 80% of the viewport
 *  (a section counts when it crosses the line 20% down from the top). Null when none is, or when disabled. */
export function useActiveSection(enabled: boolean) {
  const [active, setActive] = useState<string | null>(null);

  useEffect(() => {
    if (!enabled) return;
    const visible = new Map<string, boolean>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) visible.set(entry.target.id, entry.isIntersecting);
        setActive(WATCHED_SECTIONS.find((id) => visible.get(id)) ?? null);
      },
      { rootMargin: "-20% 0px -80% 0px", threshold: 0 },
    );
    for (const id of WATCHED_SECTIONS) {
      const el = document.getElementById(id);
      if (el) observer.observe(el);
    }
    return () => observer.disconnect();
  }, [enabled]);

  return enabled ? active : null;
}

export interface MenuItemLike {
  name: string;
  href: string;
  section?: string;
}

/** Home is active on / when the current section is home or none; anchor items when their section
 *  is in view on /; other items when the path matches. */
export function isItemActive(item: MenuItemLike, pathname: string, section: string | null) {
  if (item.section === "home") return pathname === "/" && (section === null || section === "home");
  if (item.section) return pathname === "/" && section === item.section;
  return pathname === item.href || pathname.startsWith(`${item.href}/`);
}

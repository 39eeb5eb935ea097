"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { MENU_ITEMS } from "@/content/navigation";
import { cn } from "@/lib/utils";
import { IntentLink } from "../intent-link.client";
import { isItemActive, useActiveSection } from "./use-active-section";
import { useSectionNav } from "./use-section-nav";

/** The menu, as a horizontal bar (desktop) or a vertical list (mobile panel). */
export function NavLinks({ orientation, onNavigate }: { orientation: "row" | "column"; onNavigate?: () => void }) {
  const pathname = usePathname();
  const section = useActiveSection(pathname === "/");
  const go = useSectionNav();

  return (
    <ul className={cn(orientation === "row" ? "flex items-center gap-1" : "flex flex-col gap-1")}>
      {MENU_ITEMS.map((item) => {
        const active = isItemActive(item, pathname, section);
        const ItemLink = item.section ? IntentLink : Link; // the home page's sections: see IntentLink
        return (
          <li key={item.name}>
            <ItemLink
              href={item.href}
              aria-current={active ? (item.section ? "location" : "page") : undefined}
              onClick={(event) => {
                go(event, item.section, onNavigate);
                if (!item.section) onNavigate?.();
              }}
              className={cn("nav-link", orientation === "row" ? "h-9 px-3 text-sm" : "h-12 w-full px-4 text-lg")}
            >
              {item.name}
            </ItemLink>
          </li>
        );
      })}
    </ul>
  );
}

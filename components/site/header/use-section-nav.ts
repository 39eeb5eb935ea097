"use client";

import { usePathname, useRouter } from "next/navigation";
import type { MouseEvent } from "react";
import { isPlainClick } from "@/components/ui/plain-click";

const SCROLL_DELAY_AFTER_HOME_MS = 100;

const prefersReducedMotion = () => window.matchMedia("(prefers-reduced-motion: reduce)").matches;

export function scrollToSection(id: string) {
  const behavior: ScrollBehavior = prefersReducedMotion() ? "auto" : "smooth";
  if (id === "home") return window.scrollTo({ top: 0, behavior });
  document.getElementById(id)?.scrollIntoView({ behavior, block: "start" });
}

/** Anchor items of the menu: on / they scroll smoothly; elsewhere they go to / and scroll after ~100 ms. */
export function useSectionNav() {
  const pathname = usePathname();
  const router = useRouter();

  return (event: MouseEvent<HTMLAnchorElement>, section: string | undefined, after?: () => void) => {
    if (!section || !isPlainClick(event)) return;
    event.preventDefault();
    after?.();
    if (pathname === "/") {
      scrollToSection(section);
      history.replaceState(null, "", section === "home" ? "/" : `/#${section}`);
      return;
    }
    router.push("/");
    // The home page may still be streaming in: try after 100 ms, then a few more times.
    let tries = 0;
    const attempt = () => {
      if (section === "home" || document.getElementById(section)) return scrollToSection(section);
      if (++tries < 30) setTimeout(attempt, SCROLL_DELAY_AFTER_HOME_MS);
    };
    setTimeout(attempt, SCROLL_DELAY_AFTER_HOME_MS);
  };
}

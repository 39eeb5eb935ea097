"use client";

import { useEffect, type RefObject } from "react";

const FOCUSABLE =
  "a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex='-1'])";

/** While the phone menu is open: focus moves into it, Tab and Shift+Tab cycle through the menu and its toggle only,
 *  and Escape closes it and gives focus back to the toggle. */
export function useDrawerFocus(
  open: boolean,
  drawer: RefObject<HTMLElement | null>,
  toggle: RefObject<HTMLElement | null>,
  close: () => void,
) {
  useEffect(() => {
    if (!open) return;
    const items = () => [
      ...(drawer.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? []),
      ...(toggle.current ? [toggle.current] : []),
    ];
    items()[0]?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        event.preventDefault();
        close();
        toggle.current?.focus();
        return;
      }
      if (event.key !== "Tab") return;
      const list = items();
      if (list.length === 0) return;
      const at = list.indexOf(document.activeElement as HTMLElement);
      const next = event.shiftKey
        ? at <= 0
          ? list.length - 1
          : at - 1
        : at === -1 || at === list.length - 1
          ? 0
          : at + 1;
      event.preventDefault();
      list[next].focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open, drawer, toggle, close]);
}

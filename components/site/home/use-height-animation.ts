"use client";

import { animate } from "motion/mini";
import { useEffect, useRef } from "react";

const EXPAND_S = 0.3;

/** Animates a panel between 0 and its natural height (capped by its max-height) when `open` changes, with motion's
 *  WAAPI `animate` (5 KB, so it can ship with the page: the React bundle of motion cannot). A change mid-way starts from
 *  where the panel is. Instant with prefers-reduced-motion. The panel starts closed (height 0 from its class). */
export function useHeightAnimation<T extends HTMLElement>(open: boolean) {
  const ref = useRef<T>(null);
  useEffect(() => {
    const panel = ref.current;
    if (!panel) return;
    const from = panel.offsetHeight;
    panel.style.height = "auto";
    const to = open ? panel.offsetHeight : 0; // its max-height caps it
    panel.style.height = `${from}px`; // "auto" only once it has arrived
    if (from === to) {
      panel.style.height = open ? "auto" : "0px";
      return;
    } // mounted closed
    panel.style.overflow = "hidden"; // no scrollbar while the height runs behind the content
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    const animation = animate(
      panel,
      { height: [`${from}px`, `${to}px`] },
      { duration: reduce ? 0 : EXPAND_S, ease: "easeOut" },
    );
    let current = true;
    animation.then(() => {
      if (!current) return;
      // open: follows its content from now on (the featured projects, a resized window); scrolls past the cap
      panel.style.height = open ? "auto" : "0px";
      panel.style.overflow = "";
    });
    return () => {
      current = false;
      animation.stop();
    };
  }, [open]);
  return ref;
}

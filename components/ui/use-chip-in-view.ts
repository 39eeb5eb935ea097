"use client";

import { useLayoutEffect, useRef } from "react";

const SELECTED = '[aria-pressed="true"],[aria-current="true"],[aria-current="page"]';

/** Keeps the selected chip of a filter row that scrolls sideways (phones) in view, centred: a page opened on
 *  `?service=mobile-apps` shows that chip, not the first four. An out-of-view chip (a shared link, Back) is shown at
 *  once; a tapped one, already in view, glides to the centre unless reduced motion is asked for. A row that wraps
 *  (tablets up) has nothing to scroll and is left alone. */
export function useChipInView<T extends HTMLElement>(selected: string | undefined) {
  const row = useRef<T>(null);
  useLayoutEffect(() => {
    const el = row.current;
    const chip = el?.querySelector<HTMLElement>(SELECTED);
    if (!el || !chip || el.scrollWidth <= el.clientWidth) return;
    const box = el.getBoundingClientRect();
    const at = chip.getBoundingClientRect();
    const inView = at.right > box.left && at.left < box.right;
    const glide = inView && !matchMedia("(prefers-reduced-motion: reduce)").matches;
    el.scrollTo({
      left: el.scrollLeft + at.left - box.left - (box.width - at.width) / 2,
      behavior: glide ? "smooth" : "instant",
    });
  }, [selected]);
  return row;
}

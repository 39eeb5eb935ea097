"use client";

import { useEffect } from "react";
import { SCROLL_IDLE_MS } from "./service-expansion";

/** When an element counts as in view: the About section at 10% visibility with 100 px of margin, the others at 5%
 *  once 50 px inside the window. */
const REVEAL_VIEWS = {
  about: { threshold: 0.1, rootMargin: "100px" },
  default: { threshold: 0.05, rootMargin: "0px 0px -50px 0px" },
} satisfies Record<string, IntersectionObserverInit>;
/** Scrolling faster than this (px per ms) pauses reveals until the scroll calms down. */
const REVEAL_PAUSE_VELOCITY = 5;
/** Time a frame takes at 60 Hz: a jump within one frame counts as moving over at least this long. */
const FRAME_MS = 16;

/** Marks every [data-reveal] element as revealed when it first comes into view (also elements streamed in later).
 *  While the page scrolls fast, what comes into view waits and is looked at again 50 ms after the scroll calms. */
export function RevealObserver() {
  useEffect(() => {
    let fast = false;
    let calm: ReturnType<typeof setTimeout> | undefined;
    const waiting = new Set<Element>();
    const onEntries = (entries: IntersectionObserverEntry[], observer: IntersectionObserver) => {
      for (const entry of entries) {
        // The first report of a newly observed element comes whatever its ratio: hold it to the threshold.
        if (!entry.isIntersecting || entry.intersectionRatio < observer.thresholds[0]) waiting.delete(entry.target);
        else if (fast) waiting.add(entry.target);
        else reveal(entry.target);
      }
    };
    const observers = Object.fromEntries(
      Object.entries(REVEAL_VIEWS).map(([zone, view]) => [zone, new IntersectionObserver(onEntries, view)]),
    ) as Record<keyof typeof REVEAL_VIEWS, IntersectionObserver>;
    const observerOf = (el: Element) =>
      observers[el.closest("[data-reveal-zone]")?.getAttribute("data-reveal-zone") as keyof typeof REVEAL_VIEWS] ??
      observers.default;
    const reveal = (el: Element) => {
      el.setAttribute("data-revealed", "");
      observerOf(el).unobserve(el);
    };
    const watch = () =>
      document.querySelectorAll("[data-reveal]:not([data-revealed])").forEach((el) => observerOf(el).observe(el));
    watch();

    let lastY = window.scrollY;
    let lastAt = performance.now();
    const onScroll = () => {
      const now = performance.now();
      const velocity = Math.abs(window.scrollY - lastY) / Math.max(now - lastAt, FRAME_MS);
      lastY = window.scrollY;
      lastAt = now;
      if (velocity > REVEAL_PAUSE_VELOCITY) fast = true;
      clearTimeout(calm);
      calm = setTimeout(() => {
        fast = false;
        // What came into view meanwhile and is still there (a later report would have taken it out) shows now.
        for (const el of waiting) reveal(el);
        waiting.clear();
      }, SCROLL_IDLE_MS);
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    const mutations = new MutationObserver(watch);
    mutations.observe(document.getElementById("main") ?? document.body, { childList: true, subtree: true });
    return () => {
      for (const observer of Object.values(observers)) observer.disconnect();
      mutations.disconnect();
      window.removeEventListener("scroll", onScroll);
      clearTimeout(calm);
    };
  }, []);
  return null;
}

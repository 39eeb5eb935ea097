"use client";

import { useEffect, useRef } from "react";
import { SCROLL_IDLE_MS } from "./service-expansion";

/** The page's scroll movement between frames (px), reset to 0 after 50 ms without scrolling. */
export function useScrollVelocity() {
  const velocity = useRef(0);
  useEffect(() => {
    let last = window.scrollY;
    let calm: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      velocity.current = Math.abs(window.scrollY - last);
      last = window.scrollY;
      clearTimeout(calm);
      calm = setTimeout(() => {
        velocity.current = 0;
      }, SCROLL_IDLE_MS);
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      clearTimeout(calm);
    };
  }, []);
  return velocity;
}

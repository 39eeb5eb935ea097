"use client";

import { useEffect, useState } from "react";

/** The chat launcher appears 1 s after load or once the page is scrolled past 200 px,
 *  and stays visible from then on. */
const LAUNCHER_DELAY_MS = 1000;
const LAUNCHER_SCROLL_PX = 200;

export function useLauncherShown(): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (shown) return;
    const show = () => setShown(true);
    const onScroll = () => {
      if (window.scrollY > LAUNCHER_SCROLL_PX) show();
    };
    const timer = setTimeout(show, LAUNCHER_DELAY_MS);
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      clearTimeout(timer);
      window.removeEventListener("scroll", onScroll);
    };
  }, [shown]);
  return shown;
}

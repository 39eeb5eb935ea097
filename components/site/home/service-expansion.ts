/** Timings and thresholds of the expanding service cards. */
export const HOVER_EXPAND_MS = 100;
export const HOVER_COLLAPSE_MS = 150;
export const HOVER_PRELOAD_MS = 300;
export const SCROLL_IDLE_MS = 50;
/** Movement between frames above this counts as scrolling; expansion needs the velocity below it. */
export const SCROLL_ACTIVE_VELOCITY = 5;
/** Hovering while scrolling faster than this does not start an expansion. */
export const SCROLL_FAST_VELOCITY = 10;
export const EXPANDED_MAX_HEIGHT_PX = 1000;

/** Touch device: touch support without a fine pointer that can hover. */
export function isTouchDevice(): boolean {
  const touch = "ontouchstart" in window || navigator.maxTouchPoints > 0;
  return touch && !window.matchMedia("(hover: hover) and (pointer: fine)").matches;
}

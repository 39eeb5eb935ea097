import type { CSSProperties } from "react";

/** Style for a [data-reveal] or [data-hero-enter] element that should appear `ms` after its section (staggers: 150 ms a card). */
export function revealDelay(ms: number): CSSProperties {
  return { "--reveal-delay": `${ms}ms` } as CSSProperties;
}

export const CARD_STAGGER_MS = 150;
export const FEATURED_DELAY_MS = 100;

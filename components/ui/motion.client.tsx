"use client";

import { LazyMotion, MotionConfig, useReducedMotion } from "motion/react";
import type { ReactNode } from "react";

/**
 * The one place the site sets up motion (`m` components only: `strict` rejects a full `motion` component, which
 * would bundle every feature). The features load in a chunk of their own once this has mounted, i.e. after
 * hydration. Only used inside chunks that load on first use (chat panel, mobile menu, lightbox): any import of
 * `motion/react` from a page's own client code puts motion's core and its features into that page's first load
 * (Turbopack, measured on `/`: +52 KB compressed). With `prefers-reduced-motion: reduce` every animation is
 * instant: `reducedMotion="user"` alone would only drop transforms and still fade.
 */
export function MotionProvider({ children }: { children: ReactNode }) {
  const reduced = useReducedMotion() ?? false;
  return (
    <LazyMotion features={() => import("./motion-features").then((r) => r.default)} strict>
      <MotionConfig reducedMotion="user" skipAnimations={reduced}>
        {children}
      </MotionConfig>
    </LazyMotion>
  );
}

"use client";

import { LazyMotion, MotionConfig, useReducedMotion } from "motion/react";
import type { ReactNode } from "react";

/**
 * The one place the site sets up motion (`m` components only: `strict` rejects a full `motion` component, which
 * would bundle every feature). The features load in a chunk of their own once this has mounted, i.e. after
 * hydration; `until` defers that further (the home page waits for a visitor's first reach for a service card, so
 * the features stay out of its first load). With `prefers-reduced-motion: reduce` every animation is instant:
 * `reducedMotion="user"` alone would only drop transforms and still fade.
 */
export function MotionProvider({ children, until }: { children: ReactNode; until?: Promise<unknown> }) {
  const reduced = useReducedMotion() ?? false;
  const features = () => (until ?? Promise.resolve()).then(() => import("./motion-features")).then((r) => r.default);
  return (
    <LazyMotion features={features} strict>
      <MotionConfig reducedMotion="user" skipAnimations={reduced}>
        {children}
      </MotionConfig>
    </LazyMotion>
  );
}

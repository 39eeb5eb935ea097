import type { ReactNode } from "react";

/** Fades the page in shortly after it mounts (CSS animation with a delay; none under reduced motion). */
export function PageFadeIn({ delayMs, children }: { delayMs: number; children: ReactNode }) {
  return (
    <div
      data-testid="page-fade-in"
      className="animate-fade motion-reduce:animate-none"
      style={{ animationDelay: `${delayMs}ms` }}
    >
      {children}
    </div>
  );
}

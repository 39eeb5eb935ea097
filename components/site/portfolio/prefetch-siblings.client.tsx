"use client";

import { useRouter } from "next/navigation";
import type { ReactNode } from "react";

/** "preload on hover, plus at most two other projects of the same service": the card's own route is
 *  prefetched by next/link when visible; hovering it also prefetches up to two siblings' case-study routes. */
export function PrefetchSiblings({ hrefs, children }: { hrefs: string[]; children: ReactNode }) {
  const router = useRouter();
  const prefetch = () => {
    for (const href of hrefs.slice(0, 2)) router.prefetch(href);
  };
  return (
    <div className="h-full" onPointerEnter={prefetch} onFocusCapture={prefetch}>
      {children}
    </div>
  );
}

"use client";

import { useEffect, useRef, useState, type ReactNode } from "react";

/** Review card fade delay: 100 ms × index, capped at 500 ms. */
const revealDelay = (index: number) => Math.min(index * 100, 500);

/** Fades its child in (with a small rise) the first time it scrolls into view. */
export function Reveal({ index, children }: { index: number; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const node = ref.current;
    if (!node) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setShown(true);
          observer.disconnect();
        }
      },
      { rootMargin: "0px 0px -40px 0px" },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
  return (
    <div
      ref={ref}
      data-reveal={shown ? "shown" : "hidden"}
      style={{ transitionDelay: `${revealDelay(index)}ms` }}
      className="reveal h-full transition duration-700 ease-out data-[reveal=hidden]:translate-y-3 data-[reveal=hidden]:opacity-0 motion-reduce:!translate-y-0 motion-reduce:!opacity-100"
    >
      {children}
    </div>
  );
}

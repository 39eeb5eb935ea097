"use client";

import { useRouter } from "next/navigation";
import { createContext, useContext, useEffect, useRef, useState, type ReactNode, type RefObject } from "react";
import { SERVICE_PRELOAD_ROUTES } from "@/content/services";
import { isTouchDevice } from "./service-expansion";
import { useScrollVelocity } from "./use-scroll-velocity";

interface Cards {
  expanded: string | null;
  setExpanded: (id: string | null) => void;
  /** Collapses this card if it is still the open one (another card may have opened meanwhile). */
  collapse: (id: string) => void;
  touch: boolean;
  velocity: RefObject<number>;
  preload: () => void;
}

const CardsContext = createContext<Cards | null>(null);

export function useServiceCards(): Cards {
  const cards = useContext(CardsContext);
  if (!cards) throw new Error("useServiceCards outside <ServiceCards>");
  return cards;
}

/** Shared state of the service cards: one expanded at a time, touch detection (re-evaluated on resize),
 *  scroll velocity, and the one-time preload of the service pages. */
export function ServiceCards({ children }: { children: ReactNode }) {
  const [expanded, setExpanded] = useState<string | null>(null);
  const [touch, setTouch] = useState(false);
  const velocity = useScrollVelocity();
  const router = useRouter();
  const preloaded = useRef(false);

  useEffect(() => {
    const update = () => setTouch(isTouchDevice());
    update();
    window.addEventListener("resize", update);
    return () => window.removeEventListener("resize", update);
  }, []);

  const collapse = (id: string) => setExpanded((current) => (current === id ? null : current));

  const preload = () => {
    if (preloaded.current) return;
    preloaded.current = true;
    for (const route of SERVICE_PRELOAD_ROUTES) {
      try {
        router.prefetch(route);
      } catch (error) {
        console.warn(`[services] could not preload ${route}:`, error);
      }
    }
  };

  return (
    <CardsContext.Provider value={{ expanded, setExpanded, collapse, touch, velocity, preload }}>
      <div data-touch={touch ? "" : undefined}>{children}</div>
    </CardsContext.Provider>
  );
}

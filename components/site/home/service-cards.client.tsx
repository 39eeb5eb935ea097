"use client";

import { useRouter } from "next/navigation";
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from "react";
import { SERVICE_PRELOAD_ROUTES } from "@/content/service-pages/routes";
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
  details: Details;
  /** Starts loading the cards' details (once; again after a failure). */
  loadDetails: () => void;
}

/** The expanded cards' module (their texts and markup): loading, loaded, or failed. */
export type Details = { module: typeof import("./service-details") | null; failed: boolean };

const CardsContext = createContext<Cards | null>(null);

export function useServiceCards(): Cards {
  const cards = useContext(CardsContext);
  if (!cards) throw new Error("useServiceCards outside <ServiceCards>");
  return cards;
}

/** Shared state of the service cards: one expanded at a time, touch detection (re-evaluated on resize),
 *  scroll velocity, the one-time preload of the service pages, and the details' module, loaded once the page is idle
 *  or as soon as the cards are pointed at, focused or touched. */
export function ServiceCards({ children }: { children: ReactNode }) {
  const [expanded, setExpanded] = useState<string | null>(null);
  const [touch, setTouch] = useState(false);
  const velocity = useScrollVelocity();
  const router = useRouter();
  const preloaded = useRef(false);
  const [details, setDetails] = useState<Details>({ module: null, failed: false });
  const loading = useRef(false);

  const loadDetails = useCallback(() => {
    if (loading.current) return;
    loading.current = true;
    setDetails((d) => (d.failed ? { ...d, failed: false } : d));
    import("./service-details").then(
      (module) => setDetails({ module, failed: false }),
      (error) => {
        console.warn("[services] could not load the cards' details:", error);
        loading.current = false;
        setDetails({ module: null, failed: true });
      },
    );
  }, []);

  useEffect(() => {
    // once the page is idle after hydrating: before a card can open (a click waited behind the cards' images), yet
    // after the page's own scripts and first paint
    if (!("requestIdleCallback" in window)) {
      const timer = setTimeout(loadDetails, 500);
      return () => clearTimeout(timer);
    }
    const idle = requestIdleCallback(loadDetails, { timeout: 2000 });
    return () => cancelIdleCallback(idle);
  }, [loadDetails]);

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
    <CardsContext.Provider value={{ expanded, setExpanded, collapse, touch, velocity, preload, details, loadDetails }}>
      <div
        data-touch={touch ? "" : undefined}
        data-details={details.module ? "loaded" : details.failed ? "failed" : "loading"}
        onPointerEnter={loadDetails}
        onFocus={loadDetails}
        onTouchStart={loadDetails}
      >
        {children}
      </div>
    </CardsContext.Provider>
  );
}

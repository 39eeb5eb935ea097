"use client";

import { useLayoutEffect, useReducer, useSyncExternalStore } from "react";

const CHANGE = "locationsearchchange";

/** Re-renders on Back and Forward and on writes through `writeLocation`. */
export function subscribeToLocation(onChange: () => void) {
  window.addEventListener("popstate", onChange);
  window.addEventListener(CHANGE, onChange);
  return () => {
    window.removeEventListener("popstate", onChange);
    window.removeEventListener(CHANGE, onChange);
  };
}

/** Tells the components reading the address that it changed. */
export function announceLocation() {
  window.dispatchEvent(new Event(CHANGE));
}

/** A new address for the page through the History API (Next's router follows it without a request), announced to
 *  the components reading it. */
export function writeLocation(href: string, mode: "push" | "replace" = "push") {
  if (mode === "push") window.history.pushState(null, "", href);
  else window.history.replaceState(null, "", href);
  announceLocation();
}

const browserSearch = () => window.location.search;
const noSearch = () => "";

/** The address's query, read in the browser. A prerendered page is rendered and hydrated without one, so a list
 *  filtered by the URL hydrates in place: `useSearchParams` would instead leave it to a Suspense boundary that React
 *  renders again after hydration, dropping a click that lands on the prerendered list meanwhile. */
export function useLocationSearch(): URLSearchParams {
  const search = useSyncExternalStore(subscribeToLocation, browserSearch, noSearch);
  // Next writes a navigation's address in an insertion effect of the commit that mounts the new page, after this
  // component read the old one: read again before the browser paints. (Next's navigations within the page are
  // announced by <SearchParamsWatcher>.)
  const [, readAgain] = useReducer((n: number) => n + 1, 0);
  useLayoutEffect(() => {
    if (window.location.search !== search) readAgain();
  });
  return new URLSearchParams(search);
}

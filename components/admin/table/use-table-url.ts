"use client";

import { useCallback, useMemo, useSyncExternalStore } from "react";
import { usePathname, useSearchParams } from "next/navigation";
import { subscribeToLocation, writeLocation } from "@/lib/url/location-search";

/** The location's query, normalised as URLSearchParams writes it. */
const currentQuery = () => new URLSearchParams(window.location.search).toString();

/** A table's state in the page's URL: every change is a history entry (shareable, the back button steps back).
 *  The query is read from the location itself, so Back and Forward show their state at once, also through entries
 *  made before a reload (Next's router may still be fetching for those); Next's own navigations re-render through
 *  useSearchParams. Changing anything but the page goes back to page 1. */
export function useTableUrl() {
  const serverQuery = useSearchParams().toString();
  const pathname = usePathname();
  const query = useSyncExternalStore(subscribeToLocation, currentQuery, () => serverQuery);
  const params = useMemo(() => new URLSearchParams(query), [query]);
  const get = useCallback((key: string) => params.get(key) ?? "", [params]);
  const set = useCallback(
    (updates: Record<string, string | number | undefined>) => {
      const next = new URLSearchParams(params.toString());
      for (const [key, value] of Object.entries(updates)) {
        if (value === undefined || value === "") next.delete(key);
        else next.set(key, String(value));
      }
      if (!("page" in updates)) next.delete("page");
      const search = next.toString();
      writeLocation(search ? `${pathname}?${search}` : pathname);
    },
    [params, pathname],
  );
  return { query, get, set };
}

"use client";

import { useCallback } from "react";
import { usePathname, useSearchParams } from "next/navigation";

/** A table's state in the page's URL: every change is a history entry (shareable, the back button steps back), made
 *  with history.pushState, which Next keeps in step with useSearchParams without a server round trip. Changing
 *  anything but the page goes back to page 1. */
export function useTableUrl() {
  const params = useSearchParams();
  const pathname = usePathname();
  const get = useCallback((key: string) => params.get(key) ?? "", [params]);
  const set = useCallback((updates: Record<string, string | number | undefined>) => {
    const next = new URLSearchParams(params.toString());
    for (const [key, value] of Object.entries(updates)) {
      if (value === undefined || value === "") next.delete(key);
      else next.set(key, String(value));
    }
    if (!("page" in updates)) next.delete("page");
    const query = next.toString();
    window.history.pushState(null, "", query ? `${pathname}?${query}` : pathname);
  }, [params, pathname]);
  return { query: params.toString(), get, set };
}

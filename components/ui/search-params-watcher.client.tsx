"use client";

import { useSearchParams } from "next/navigation";
import { Suspense, useLayoutEffect } from "react";
import { announceLocation } from "@/lib/url/location-search";

function Watcher() {
  const search = useSearchParams().toString();
  useLayoutEffect(() => announceLocation(), [search]);
  return null;
}

/** Announces Next's navigations that change only the query (a link from /blogs to /blogs?tag=…) to the lists that read
 *  the address themselves (`useLocationSearch`). It renders nothing, so its Suspense boundary, rendered in the browser
 *  only on a prerendered page, replaces nothing. */
export function SearchParamsWatcher() {
  return (
    <Suspense fallback={null}>
      <Watcher />
    </Suspense>
  );
}

"use client";

import { usePathname } from "next/navigation";
import { useEffect } from "react";

type Beacon = typeof import("./beacon");
let beacon: Promise<Beacon> | undefined;

/** Do-Not-Track or Global Privacy Control: nothing is loaded, nothing is sent. */
function optedOut(): boolean {
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
  return nav.doNotTrack === "1" || nav.globalPrivacyControl === true;
}

/** Counts this page view once the page is idle: the beacon and web-vitals arrive in their own chunk then, never
 *  with the page's first load. Renders nothing; the admin area does not have it. */
export function InsightBeacon() {
  const pathname = usePathname();
  useEffect(() => {
    if (optedOut()) return;
    const run = () =>
      void (beacon ??= import("./beacon")).then(
        (b) => b.trackView(pathname),
        () => (beacon = undefined), // a chunk that failed to load is asked again on the next page
      );
    if (!("requestIdleCallback" in window)) return void setTimeout(run, 1000);
    requestIdleCallback(run, { timeout: 3000 });
  }, [pathname]);
  return null;
}

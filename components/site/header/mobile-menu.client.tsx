"use client";

import { Icon } from "@/components/ui/icon";
import dynamic from "next/dynamic";
import { usePathname } from "next/navigation";
import { useEffect, useRef, useState } from "react";

const MOBILE_BREAKPOINT_PX = 768;

const MobileMenuPanel = dynamic(() => import("./mobile-menu-panel.client"), { ssr: false });

/** Below 768 px: a hamburger opening a panel from the right. It closes on its close button, the backdrop, Escape,
 *  route change, and when the viewport reaches desktop width. */
export function MobileMenu({ studioName, scopingHref }: { studioName: string; scopingHref: string }) {
  const pathname = usePathname();
  const trigger = useRef<HTMLButtonElement>(null);
  // Open "at" a path: navigating anywhere else closes the panel without an effect.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const [loaded, setLoaded] = useState(false);
  const open = openAt === pathname;

  useEffect(() => {
    const desktop = window.matchMedia(`(min-width: ${MOBILE_BREAKPOINT_PX}px)`);
    const close = () => desktop.matches && setOpenAt(null);
    desktop.addEventListener("change", close);
    return () => desktop.removeEventListener("change", close);
  }, []);

  return (
    <>
      <button
        ref={trigger}
        type="button"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setLoaded(true);
          setOpenAt(pathname);
        }}
        className="js-only inline-flex size-11 items-center justify-center rounded-pill text-foreground hover:bg-surface-2 md:hidden"
      >
        <Icon name="Menu" className="size-5" />
      </button>
      {loaded && (
        <MobileMenuPanel
          open={open}
          onOpenChange={(value) => setOpenAt(value ? pathname : null)}
          returnFocusTo={trigger}
          studioName={studioName}
          scopingHref={scopingHref}
        />
      )}
    </>
  );
}

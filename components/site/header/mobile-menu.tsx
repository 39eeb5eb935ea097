"use client";

import * as Dialog from "@radix-ui/react-dialog";
import { Menu, X } from "lucide-react";
import { usePathname } from "next/navigation";
import { useEffect, useState } from "react";
import { site } from "@/content/settings";
import { buttonClass } from "@/components/ui/button";
import { ScopingLink } from "../scoping-link";
import { NavLinks } from "./nav-links";

export const MOBILE_BREAKPOINT_PX = 768;

/** Below 768 px: a hamburger opening a panel from the right (focus trapped, Escape, backdrop and close button
 *  close it, page scroll locked). It also closes on route change and when the viewport reaches desktop width. */
export function MobileMenu() {
  const pathname = usePathname();
  // Open "at" a path: navigating anywhere else closes the panel without an effect.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === pathname;
  const setOpen = (value: boolean) => setOpenAt(value ? pathname : null);

  useEffect(() => {
    const desktop = window.matchMedia(`(min-width: ${MOBILE_BREAKPOINT_PX}px)`);
    const close = () => desktop.matches && setOpenAt(null);
    desktop.addEventListener("change", close);
    return () => desktop.removeEventListener("change", close);
  }, []);

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger
        aria-label="Open menu"
        className="inline-flex size-11 items-center justify-center rounded-pill text-foreground hover:bg-surface-2 md:hidden"
      >
        <Menu className="size-5" aria-hidden />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay
          data-testid="menu-backdrop"
          className="fixed inset-0 z-50 bg-black/60 backdrop-blur-[2px] data-[state=open]:animate-fade"
        />
        <Dialog.Content
          aria-describedby={undefined}
          className="glass fixed inset-y-0 right-0 z-50 flex w-[min(22rem,88vw)] flex-col gap-6 p-6 shadow-2xl
            data-[state=open]:animate-[slide-in_0.28s_cubic-bezier(0.2,0.7,0.2,1)]"
        >
          <div className="flex items-center justify-between">
            <Dialog.Title className="font-display text-lg font-semibold">{site.name}</Dialog.Title>
            <Dialog.Close
              aria-label="Close menu"
              className="inline-flex size-11 items-center justify-center rounded-pill hover:bg-surface-2"
            >
              <X className="size-5" aria-hidden />
            </Dialog.Close>
          </div>
          <nav aria-label="Mobile">
            <NavLinks orientation="column" onNavigate={() => setOpen(false)} />
          </nav>
          <ScopingLink utmSource="mobile-menu" className={buttonClass({ size: "lg", className: "mt-auto w-full" })}>
            Get Started
          </ScopingLink>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

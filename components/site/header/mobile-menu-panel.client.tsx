"use client";

import * as Dialog from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import type { RefObject } from "react";
import { buttonClass } from "@/components/ui/button";
import { ScopingAnchor } from "../scoping-anchor.client";
import { NavLinks } from "./nav-links";

/** The slide-in panel (Radix dialog: focus trapped, Escape and backdrop close it, page scroll locked). Loaded on the
 *  first tap of the hamburger, so desktop visitors never download it. */
export default function MobileMenuPanel({ open, onOpenChange, returnFocusTo, studioName, scopingHref }: {
  open: boolean; onOpenChange: (open: boolean) => void; returnFocusTo: RefObject<HTMLButtonElement | null>;
  studioName: string; scopingHref: string;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay
          data-testid="menu-backdrop"
          className="fixed inset-0 z-50 bg-black/60 backdrop-blur-[2px] data-[state=open]:animate-fade"
        />
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
          className="glass fixed inset-y-0 right-0 z-50 flex w-[min(22rem,88vw)] flex-col gap-6 p-6 shadow-2xl
            data-[state=open]:animate-[slide-in_0.28s_cubic-bezier(0.2,0.7,0.2,1)]"
        >
          <div className="flex items-center justify-between">
            <Dialog.Title className="font-display text-lg font-semibold">{studioName}</Dialog.Title>
            <Dialog.Close
              aria-label="Close menu"
              className="inline-flex size-11 items-center justify-center rounded-pill hover:bg-surface-2"
            >
              <X className="size-5" aria-hidden />
            </Dialog.Close>
          </div>
          <nav aria-label="Mobile">
            <NavLinks orientation="column" onNavigate={() => onOpenChange(false)} />
          </nav>
          <ScopingAnchor href={scopingHref} className={buttonClass({ size: "lg", className: "mt-auto w-full" })}>
            Get Started
          </ScopingAnchor>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

"use client";

import * as Dialog from "@radix-ui/react-dialog";
import { Icon } from "@/components/ui/icon";
import { m } from "motion/react";
import type { RefObject } from "react";
import { buttonClass } from "@/components/ui/button";
import { MotionDialog } from "@/components/ui/motion-dialog.client";
import { ScopingAnchor } from "../scoping-anchor.client";
import { NavLinks } from "./nav-links.client";

const EASE_OUT = [0.2, 0.7, 0.2, 1] as const;

/** The slide-in panel (Radix dialog: focus trapped, Escape and backdrop close it, page scroll locked). Loaded on the
 *  first tap of the hamburger, so desktop visitors never download it. Motion slides it in and back out; focus returns
 *  to the hamburger once it has gone. */
export default function MobileMenuPanel({
  open,
  onOpenChange,
  returnFocusTo,
  studioName,
  scopingHref,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLButtonElement | null>;
  studioName: string;
  scopingHref: string;
}) {
  return (
    <MotionDialog open={open} onOpenChange={onOpenChange}>
      <Dialog.Overlay asChild>
        <m.div
          data-testid="menu-backdrop"
          className="fixed inset-0 z-50 bg-black/60 backdrop-blur-[2px]"
          initial={{ opacity: 0 }}
          animate={{ opacity: 1, transition: { duration: 0.2 } }}
          exit={{ opacity: 0, transition: { duration: 0.2 } }}
        />
      </Dialog.Overlay>
      <Dialog.Content
        asChild
        aria-describedby={undefined}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        <m.div
          className="glass fixed inset-y-0 right-0 z-50 flex w-[min(22rem,88vw)] flex-col gap-6 p-6 shadow-2xl"
          initial={{ x: "100%" }}
          animate={{ x: 0, transition: { duration: 0.28, ease: EASE_OUT } }}
          exit={{ x: "100%", transition: { duration: 0.22, ease: "easeIn" } }}
        >
          <div className="flex items-center justify-between">
            <Dialog.Title className="font-display text-lg font-semibold">{studioName}</Dialog.Title>
            <Dialog.Close
              aria-label="Close menu"
              className="inline-flex size-11 items-center justify-center rounded-pill hover:bg-surface-2"
            >
              <Icon name="X" className="size-5" />
            </Dialog.Close>
          </div>
          <nav aria-label="Mobile">
            <NavLinks orientation="column" onNavigate={() => onOpenChange(false)} />
          </nav>
          <ScopingAnchor href={scopingHref} className={buttonClass({ size: "lg", className: "mt-auto w-full" })}>
            Get Started
          </ScopingAnchor>
        </m.div>
      </Dialog.Content>
    </MotionDialog>
  );
}

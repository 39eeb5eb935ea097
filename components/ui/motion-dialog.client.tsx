"use client";

import * as Dialog from "@radix-ui/react-dialog";
import { AnimatePresence } from "motion/react";
import type { ReactNode } from "react";
import { MotionProvider } from "./motion.client";

/** A Radix dialog whose parts can animate out (Radix's pattern for JavaScript animation: the portal is force-mounted
 *  inside AnimatePresence, which unmounts it once the exits of its `m` children have played; Radix returns focus
 *  then). `children`: the Overlay and Content, each `asChild` around an `m` element with `exit`. */
export function MotionDialog({
  open,
  onOpenChange,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <MotionProvider>
        <AnimatePresence>
          {open ? (
            <Dialog.Portal forceMount key="dialog">
              {children}
            </Dialog.Portal>
          ) : null}
        </AnimatePresence>
      </MotionProvider>
    </Dialog.Root>
  );
}

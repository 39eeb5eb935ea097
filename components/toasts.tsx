"use client";

import { Toaster } from "sonner";

/** The shared notifications (spec 000 §9: 4000 ms, 3 visible, 356 px wide, 14 px gap, 32 px offset, bottom-right).
 *  Mounted only where something can toast (the admin, an article's share button), so other pages ship no sonner. */
export function Toasts() {
  return (
    <Toaster position="bottom-right" duration={4000} visibleToasts={3} gap={14} offset={32} richColors closeButton
      toastOptions={{ style: { width: 356 } }} />
  );
}

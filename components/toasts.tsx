"use client";

import { Toaster, type ToasterProps } from "sonner";

/** The shared notifications (spec 000 §9: 4000 ms, 3 visible, 356 px wide, 14 px gap, 32 px offset, bottom-right).
 *  Mounted only where something can toast (the admin, an article's share button), so other pages ship no sonner.
 *  The admin lifts them above its forms' sticky save bar (`offset`, `mobileOffset`). */
export function Toasts({ offset = 32, mobileOffset }: Pick<ToasterProps, "offset" | "mobileOffset">) {
  return (
    <Toaster position="bottom-right" duration={4000} visibleToasts={3} gap={14} offset={offset} mobileOffset={mobileOffset} richColors closeButton
      toastOptions={{ style: { width: 356 } }} />
  );
}

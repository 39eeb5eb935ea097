"use client";

import type { CSSProperties } from "react";
import { Toaster, type ToasterProps } from "sonner";

// Sonner's rich colours miss WCAG AA contrast (about 4.3:1); the same hues, darker text, reach 7:1.
const READABLE_RICH_COLORS = {
  "--success-text": "hsl(140 100% 20%)",
  "--error-text": "hsl(360 90% 34%)",
  "--info-text": "hsl(210 92% 32%)",
  "--warning-text": "hsl(31 92% 28%)",
} as CSSProperties;

/** The shared notifications (4000 ms, 3 visible, 14 px gap, 32 px offset, bottom-right; 356 px wide, sonner's own
 *  width, which on a phone gives way to the screen's width less the offsets).
 *  Mounted in the admin only, so public pages ship no sonner (an article's share toast is its own live region).
 *  The admin lifts them above its forms' sticky save bar (`offset`, `mobileOffset`). */
export function Toasts({ offset = 32, mobileOffset }: Pick<ToasterProps, "offset" | "mobileOffset">) {
  return (
    <Toaster
      position="bottom-right"
      duration={4000}
      visibleToasts={3}
      gap={14}
      offset={offset}
      mobileOffset={mobileOffset}
      richColors
      closeButton
      theme="light"
      style={READABLE_RICH_COLORS}
    />
  );
}

"use client";

import { ThemeProvider } from "next-themes";
import type { ReactNode } from "react";
import { Toaster } from "sonner";

/** Theme (dark by default, light when the system or the toggle asks) and the shared toasts
 *  (spec 000 §9: 4000 ms, 3 visible, 356 px wide, 14 px gap, 32 px offset, bottom-right). */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider attribute="class" defaultTheme="system" enableSystem disableTransitionOnChange>
      {children}
      <Toaster position="bottom-right" duration={4000} visibleToasts={3} gap={14} offset={32} richColors closeButton
        toastOptions={{ style: { width: 356 } }} />
    </ThemeProvider>
  );
}

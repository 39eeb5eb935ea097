"use client";

import { ThemeProvider } from "next-themes";
import type { ReactNode } from "react";

/** Theme: dark by default, light when the system (or the header toggle) asks. */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider attribute="class" defaultTheme="system" enableSystem disableTransitionOnChange>
      {children}
    </ThemeProvider>
  );
}

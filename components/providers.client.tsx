"use client";

import { ThemeProvider } from "next-themes";
import type { ReactNode } from "react";

/** Theme: dark by default, light when the system (or the header toggle) asks. Not next-themes'
 *  `disableTransitionOnChange`: it adds and removes a stylesheet on every application of the theme, the two on
 *  hydration included, and each makes Chromium recalculate the style of every element of the page
 *  (docs/architecture.md, "No change that restyles the whole page"); the toggle turns transitions off for its own
 *  switch (theme-toggle.tsx). */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider attribute="class" defaultTheme="system" enableSystem>
      {children}
    </ThemeProvider>
  );
}

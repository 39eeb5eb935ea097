import type { Accent } from "@/content/types";

/** Tailwind classes per accent (literal strings so Tailwind sees them). Text in the light theme uses a darker
 *  shade of the accent, so small labels keep a 4.5:1 contrast on white. */
export const accentText: Record<Accent, string> = {
  cyan: "text-[oklch(0.5_0.1_215)] dark:text-cyan",
  blue: "text-[oklch(0.5_0.17_255)] dark:text-blue",
  pink: "text-[oklch(0.52_0.19_355)] dark:text-pink",
  purple: "text-[oklch(0.5_0.2_295)] dark:text-purple",
  green: "text-[oklch(0.5_0.13_155)] dark:text-green",
};
export const accentSoft: Record<Accent, string> = {
  cyan: "bg-cyan/10 text-[oklch(0.5_0.1_215)] ring-cyan/25 dark:text-cyan",
  blue: "bg-blue/10 text-[oklch(0.5_0.17_255)] ring-blue/25 dark:text-blue",
  pink: "bg-pink/10 text-[oklch(0.52_0.19_355)] ring-pink/25 dark:text-pink",
  purple: "bg-purple/10 text-[oklch(0.5_0.2_295)] ring-purple/25 dark:text-purple",
  green: "bg-green/10 text-[oklch(0.5_0.13_155)] ring-green/25 dark:text-green",
};
export const accentGlow: Record<Accent, string> = {
  cyan: "from-cyan/25",
  blue: "from-blue/25",
  pink: "from-pink/25",
  purple: "from-purple/25",
  green: "from-green/25",
};

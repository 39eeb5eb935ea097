/** Static class names per accent colour (Tailwind needs them spelled out). */
export const accentDot: Record<string, string> = {
  cyan: "bg-cyan",
  blue: "bg-blue",
  pink: "bg-pink",
  purple: "bg-purple",
  green: "bg-green",
};
export const accentGlow: Record<string, string> = {
  cyan: "from-cyan/25",
  blue: "from-blue/25",
  pink: "from-pink/25",
  purple: "from-purple/25",
  green: "from-green/25",
};

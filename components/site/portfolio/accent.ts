/** Static class names per accent colour (Tailwind needs them spelled out). */
export const accentDot: Record<string, string> = {
  cyan: "bg-cyan",
  blue: "bg-blue",
  pink: "bg-pink",
  purple: "bg-purple",
  green: "bg-green",
};

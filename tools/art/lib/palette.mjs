// The studio palette. Keep in sync with the site's design tokens.

export const BASE = {
  bg: "#070a12", // deep blue-black page base
  bg2: "#0a0f1b",
  surface: "#0e1422",
  surface2: "#131b2c",
  surface3: "#1a2336",
  line: "#ffffff", // used with low opacity for hairlines
  text: "#e5e7eb",
  muted: "#94a3b8",
  dim: "#475569",
};

export const ACCENTS = {
  cyan: "#22d3ee",
  blue: "#3b82f6",
  pink: "#ec4899",
  purple: "#a855f7",
  green: "#22c55e",
};

// Second colour used when an item names only one accent.
const PARTNER = { cyan: "blue", blue: "cyan", purple: "pink", pink: "purple", green: "cyan" };

/** "purple/cyan" | "green" -> { a1, a2, n1, n2 } */
export function accentPair(spec) {
  const [n1, n2raw] = String(spec).split("/");
  const n2 = n2raw || PARTNER[n1];
  if (!ACCENTS[n1] || !ACCENTS[n2]) throw new Error(`unknown accent: ${spec}`);
  return { a1: ACCENTS[n1], a2: ACCENTS[n2], n1, n2 };
}

function hexToRgb(hex) {
  const n = parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function rgbToHex([r, g, b]) {
  const h = (v) =>
    Math.round(Math.max(0, Math.min(255, v)))
      .toString(16)
      .padStart(2, "0");
  return `#${h(r)}${h(g)}${h(b)}`;
}

/** linear mix of two hex colours, t in [0,1] */
export function mix(a, b, t) {
  const A = hexToRgb(a);
  const B = hexToRgb(b);
  return rgbToHex(A.map((v, i) => v + (B[i] - v) * t));
}

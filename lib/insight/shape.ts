// What the insight beacon sends and the dashboard shows: constants shared by the browser and the server (no imports,
// no zod, so the beacon's chunk stays a few hundred bytes plus web-vitals).

/** Device classes, from the visitor's viewport (no user agent is read or stored). */
export const DEVICES = ["mobile", "tablet", "desktop"] as const;

/** The Core Web Vitals the beacon reports (web-vitals). */
export const VITALS = ["LCP", "INP", "CLS", "TTFB"] as const;
export type Vital = (typeof VITALS)[number];

/** Google's thresholds: at most `good` is good, above `poor` is poor, between needs improvement (the same values as
 *  web-vitals' LCPThresholds, INPThresholds, CLSThresholds and TTFBThresholds; a unit test compares them). */
export const VITAL_THRESHOLDS: Record<Vital, { good: number; poor: number }> = {
  LCP: { good: 2500, poor: 4000 },
  INP: { good: 200, poor: 500 },
  CLS: { good: 0.1, poor: 0.25 },
  TTFB: { good: 800, poor: 1800 },
};

export type VitalRating = "good" | "needs-improvement" | "poor";

export function vitalRating(metric: Vital, value: number): VitalRating {
  const { good, poor } = VITAL_THRESHOLDS[metric];
  return value <= good ? "good" : value <= poor ? "needs-improvement" : "poor";
}

/** "1.8 s", "120 ms", "0.05": a vital's value as the owner reads it. */
export function formatVital(metric: Vital, value: number): string {
  if (metric === "CLS") return value.toFixed(2);
  return value >= 1000 ? `${(value / 1000).toFixed(1)} s` : `${Math.round(value)} ms`;
}

/** The largest beacon body the server reads, in bytes. */
export const BEACON_MAX_BYTES = 2048;

/** Where the beacon posts. */
export const BEACON_PATH = "/api/insight";

/** The tab's visit in sessionStorage, "<UTC day> <id>": a new id each UTC day. */
export const VISIT_STORAGE_KEY = "studio.visit";

/** The hidden field of the contact form (and the chat hand-off's field) that names the visit. */
export const VISIT_FIELD = "visit";

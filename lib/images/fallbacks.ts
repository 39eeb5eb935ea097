/** Local fallback images for a failed image, chosen by keywords in its alt text. */
export type FallbackTopic = "healthcare" | "retail" | "education" | "ai" | "generic";

const TOPICS: [FallbackTopic, RegExp][] = [
  ["healthcare", /\b(healthcare|medical)\b/i],
  ["retail", /\b(retail|e-?commerce)\b/i],
  ["education", /\b(education|learning)\b/i],
  ["ai", /\b(ai|automation)\b/i],
];

const MAX_FALLBACKS = 3;

export function fallbackTopic(alt: string): FallbackTopic {
  return TOPICS.find(([, pattern]) => pattern.test(alt))?.[0] ?? "generic";
}

/** The up to three fallback images tried, in order, after an image fails. */
export function fallbackImages(alt: string): string[] {
  const topic = fallbackTopic(alt);
  return Array.from({ length: MAX_FALLBACKS }, (_, i) => `/images/fallback/${topic}-${i + 1}.webp`);
}

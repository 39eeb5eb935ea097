// Browser-safe: the inbox (a client component) and the lead e-mail show it.

/** "google.com → / → /portfolio → /case-study/x": a lead's visit in one line, or "" without one. */
export function visitPath(lead: { referrerHost: string; utmSource: string; pagesSeen: readonly string[] }): string {
  if (lead.pagesSeen.length === 0) return "";
  const from = lead.utmSource || lead.referrerHost || "direct";
  return [from, ...lead.pagesSeen].join(" → ");
}

// The insight beacon, loaded once the page is idle (insight-beacon.client.tsx): page views and Core Web Vitals sent
// with navigator.sendBeacon. No cookie; the visit id lives in this tab's sessionStorage and changes every UTC day.
import { onCLS, onINP, onLCP, onTTFB, type Metric } from "web-vitals";
import { BEACON_PATH, VISIT_STORAGE_KEY, type Device } from "@/lib/insight/shape";
import { currentVisitId, utcDay } from "@/lib/insight/visit";

function device(): Device {
  const width = window.innerWidth;
  if (width < 768) return "mobile";
  return width < 1280 && matchMedia("(pointer: coarse)").matches ? "tablet" : "desktop";
}

function visitId(): string {
  const known = currentVisitId();
  if (known) return known;
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  const id = btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
  try {
    sessionStorage.setItem(VISIT_STORAGE_KEY, JSON.stringify({ id, day: utcDay() }));
  } catch {
    // storage off: each view then counts as its own visit
  }
  return id;
}

/** Sent as text (a CORS-safelisted type, so never a preflight); the server reads it as JSON whatever the type. */
function send(body: object) {
  const json = JSON.stringify(body);
  if (!navigator.sendBeacon?.(BEACON_PATH, json))
    void fetch(BEACON_PATH, { method: "POST", body: json, keepalive: true }).catch(() => {});
}

/** The host of the page that linked to this load, unless it is this site. */
function referrerHost(): string {
  try {
    const host = document.referrer ? new URL(document.referrer).hostname : "";
    return host === location.hostname ? "" : host;
  } catch {
    return "";
  }
}

let firstView = true;

/** One page view of `path`: the first of this page load carries the referrer; each carries the address's UTM tags. */
export function trackView(path: string) {
  const query = new URLSearchParams(location.search);
  const utm = (name: string) => query.get(`utm_${name}`)?.slice(0, 200) ?? "";
  send({
    kind: "view",
    visit: visitId(),
    path,
    device: device(),
    referrer: firstView ? referrerHost() : "",
    utm: { source: utm("source"), medium: utm("medium"), campaign: utm("campaign") },
  });
  if (firstView) startVitals(path);
  firstView = false;
}

/** The loaded page's LCP, INP, CLS and TTFB, sent together when the page is hidden (web-vitals reports each once it is
 *  final); they belong to the page the browser loaded, not to pages reached by client navigation after it. */
function startVitals(path: string) {
  const final = new Map<string, number>();
  const report = (metric: Metric) => final.set(metric.name, metric.value);
  onLCP(report);
  onINP(report);
  onCLS(report);
  onTTFB(report);
  const flush = () => {
    if (final.size === 0) return;
    const metrics = [...final].map(([name, value]) => ({ name, value: Math.round(value * 10_000) / 10_000 }));
    final.clear();
    send({ kind: "vitals", path, device: device(), metrics });
  };
  addEventListener("visibilitychange", () => document.visibilityState === "hidden" && flush());
  addEventListener("pagehide", flush);
}

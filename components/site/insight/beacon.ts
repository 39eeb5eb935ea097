// The insight beacon, loaded once the page is idle (insight-beacon.client.tsx): page views and Core Web Vitals sent
// with navigator.sendBeacon. No cookie; the visit id lives in this tab's sessionStorage and changes every UTC day.
// Kept small: this chunk counts in every public page's JavaScript budget (tests/e2e/budgets.spec.ts).
import { onCLS, onINP, onLCP, onTTFB, type Metric } from "web-vitals";
import { BEACON_PATH, VISIT_STORAGE_KEY } from "@/lib/insight/shape";
import { currentVisitId, utcDay } from "@/lib/insight/visit";

const device = () => {
  const width = innerWidth;
  return width < 768 ? "mobile" : width < 1280 && matchMedia("(pointer:coarse)").matches ? "tablet" : "desktop";
};

/** Sent as text, a CORS-safelisted type (never a preflight); the server reads it as JSON whatever the type. */
const send = (body: object) => navigator.sendBeacon(BEACON_PATH, JSON.stringify(body));

function visitId(): string {
  let id = currentVisitId();
  if (!id) {
    id = Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => (b + 256).toString(16).slice(1)).join("");
    try {
      sessionStorage.setItem(VISIT_STORAGE_KEY, JSON.stringify({ id, day: utcDay() }));
    } catch {
      // storage off: each view then counts as its own visit
    }
  }
  return id;
}

let loadedPath = "";

/** One page view of `path`. The first of a page load carries the referrer's host (the server drops this site's own)
 *  and starts the vitals; every view carries the address's UTM tags. */
export function trackView(path: string) {
  const query = new URLSearchParams(location.search);
  const utm = (name: string) => query.get("utm_" + name)?.slice(0, 200) ?? "";
  let referrer = "";
  if (!loadedPath) {
    try {
      referrer = new URL(document.referrer).hostname;
    } catch {}
  }
  send({
    kind: "view",
    visit: visitId(),
    path,
    device: device(),
    referrer,
    utm: { source: utm("source"), medium: utm("medium"), campaign: utm("campaign") },
  });
  if (!loadedPath) startVitals((loadedPath = path));
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
  addEventListener("visibilitychange", () => {
    if (document.visibilityState !== "hidden" || !final.size) return;
    send({ kind: "vitals", path, device: device(), metrics: [...final].map(([name, value]) => ({ name, value })) });
    final.clear();
  });
}

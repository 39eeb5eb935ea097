// The insight beacon, loaded once the page is idle (insight-beacon.client.tsx): page views and Core Web Vitals sent
// with navigator.sendBeacon. No cookie; the visit id lives in this tab's sessionStorage and changes every UTC day.
// Kept to the bone: this chunk counts in every public page's JavaScript budget (tests/e2e/budgets.spec.ts). So the
// server, not the browser, takes the referrer's host and the UTM tags out of what it is sent (lib/insight/schema.ts),
// and the two constants of lib/insight/shape.ts it needs are written here (a unit test holds them equal): a module
// imported for them costs this chunk more than the strings.
import { onCLS, onINP, onLCP, onTTFB, type Metric } from "web-vitals";

/** BEACON_PATH and VISIT_STORAGE_KEY of lib/insight/shape.ts. */
export const BEACON = "/api/insight";
export const VISIT_KEY = "studio.visit";

/** Sent as text, a CORS-safelisted type (never a preflight); the server reads it as JSON whatever the type. */
const send = (body: object) => navigator.sendBeacon(BEACON, JSON.stringify(body));

/** The device class, by the viewport's width. */
const device = () => (innerWidth < 768 ? "mobile" : innerWidth < 1024 ? "tablet" : "desktop");

/** The tab's visit id for today ("<UTC day> <id>" in sessionStorage, as lib/insight/visit.ts reads it), made on the
 *  first view of the day. Where storage is off the beacon fails and nothing is counted. */
function visitId(): string {
  const day = new Date().toISOString().slice(0, 10);
  const [stored, kept] = (sessionStorage.getItem(VISIT_KEY) ?? "").split(" ");
  let id = kept;
  if (stored !== day || !id) {
    id = Array.from(crypto.getRandomValues(new Uint32Array(4)), (n) => n.toString(36).padStart(7, "0")).join("");
    sessionStorage.setItem(VISIT_KEY, `${day} ${id}`);
  }
  return id;
}

let loaded = "";

/** One page view of `path`, with the address's query (the server keeps its UTM tags only) and, for the first view of
 *  a page load, the referrer (the server keeps its host, unless it is this site). */
export function trackView(path: string) {
  send({
    kind: "view",
    visit: visitId(),
    path,
    device: device(),
    referrer: loaded ? "" : document.referrer,
    search: location.search,
  });
  if (!loaded) startVitals((loaded = path));
}

/** The loaded page's LCP, INP, CLS and TTFB, sent together when the page is hidden (web-vitals reports each once it is
 *  final); they belong to the page the browser loaded, not to pages reached by client navigation after it. */
function startVitals(path: string) {
  let final: Record<string, number> = {};
  const report = (metric: Metric) => (final[metric.name] = metric.value);
  onLCP(report);
  onINP(report);
  onCLS(report);
  onTTFB(report);
  const flush = () => {
    const metrics = Object.entries(final).map(([name, value]) => ({ name, value }));
    if (metrics.length) send({ kind: "vitals", path, device: device(), metrics });
    final = {};
  };
  // hidden: the usual last moment; pagehide: where a navigation away does not hide the page first (Safari, headless)
  addEventListener("visibilitychange", () => document.hidden && flush());
  addEventListener("pagehide", flush);
}

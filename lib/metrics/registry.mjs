// @ts-check
// The process's Prometheus metrics (prom-client), one registry per process: server/serve.mjs records requests,
// the app records the rest, /api/metrics serves them. Kept on globalThis because the app's bundles and serve.mjs
// each load this file.
import client from "prom-client";

const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

function create() {
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry, prefix: "studio_", eventLoopMonitoringPrecision: 20 });
  /** @param {string} name @param {string} help @param {string[]} labelNames */
  const counter = (name, help, labelNames) => new client.Counter({ name, help, labelNames, registers: [registry] });
  /** @param {string} name @param {string} help @param {string[]} labelNames */
  const histogram = (name, help, labelNames) =>
    new client.Histogram({ name, help, labelNames, buckets: BUCKETS, registers: [registry] });
  return {
    registry,
    requests: counter("studio_http_requests_total", "HTTP requests answered, by route, method and status", [
      "route",
      "method",
      "status",
    ]),
    requestSeconds: histogram("studio_http_request_duration_seconds", "Time to answer an HTTP request, by route", [
      "route",
    ]),
    responseCache: counter(
      "studio_response_cache_total",
      "Public pages answered from this process's copy (hit) or by Next (miss)",
      ["result"],
    ),
    pageCache: counter(
      "studio_page_cache_total",
      "Pages answered from Next's page cache (hit, stale) or rendered (miss)",
      ["result"],
    ),
    cachedReads: counter(
      "studio_cached_reads_total",
      "Cached reads ('use cache') asked for; less the misses, the hits",
      ["read"],
    ),
    cachedReadRuns: counter(
      "studio_cached_read_misses_total",
      "Cached reads ('use cache') that had to run: each is a cache miss",
      ["read"],
    ),
    dbQueries: counter("studio_db_queries_total", "Database queries run through Prisma, by model and operation", [
      "model",
      "operation",
    ]),
    dbQuerySeconds: histogram("studio_db_query_duration_seconds", "Database query time, by model", ["model"]),
    rateLimitRefusals: counter("studio_rate_limit_refusals_total", "Requests refused by a rate limit, by bucket", [
      "bucket",
    ]),
    signInFailures: counter(
      "studio_sign_in_failures_total",
      "Failed sign-ins: a wrong e-mail or password, or refused before checking",
      ["reason"],
    ),
    outboxBacklog: new client.Gauge({
      name: "studio_outbox_backlog",
      help: "Notification e-mails waiting in the outbox (unsent, retries included)",
      registers: [registry],
    }),
    outboxSent: counter("studio_outbox_sent_total", "Notification e-mails the mail server accepted", []),
    outboxFailures: counter(
      "studio_outbox_failures_total",
      "Failed attempts to send a notification e-mail (each is retried)",
      [],
    ),
    retentionDeleted: counter("studio_retention_deleted_total", "Rows the retention job deleted, by table", ["table"]),
  };
}

const store = /** @type {any} */ (globalThis);
/** @type {ReturnType<typeof create>} */
export const metrics = (store.__studioMetrics ??= create());

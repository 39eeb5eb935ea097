// `npm start`: serves the production build (`npm run build` first) at http://localhost:$PORT (3000).
// Zero set-up: with no DATABASE_URL the embedded PGlite database lives in .data/ (created, migrated and seeded on
// first start, which also prints the admin login), and the session secret is generated once into .data/.
import { AsyncLocalStorage } from "node:async_hooks";
import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { missingSharedSecrets, missingSharedSecretsMessage } from "../lib/shared-secrets.mjs";
import { metrics } from "../lib/metrics/registry.mjs";
import { routeLabel } from "../lib/metrics/route-label.mjs";
import { opsFilePath } from "../lib/ops/ops-file.mjs";
import { unsharedMediaMessage } from "../lib/media/shared-storage.mjs";
import { unsharedCacheBuildMessage } from "../lib/cache/build-config.mjs";
import { answerBeforeNext, pathOf, publicHeaders, sharedPage, unknownAddress } from "./http/public-requests.mjs";
import { ResponseCache, watchTagExpiries } from "./http/response-cache.mjs";
import { gate } from "./http/gate.mjs";
import { StudioResponse } from "./http/studio-response.mjs";
import { limitBody } from "./http/body-limit.mjs";
import { refuseCrossSiteAction } from "./http/cross-site.mjs";
import { listenHost } from "./http/listen-host.mjs";
import { draftModeId, withSharePreview } from "./http/share-preview.mjs";
import { redisConfigured } from "../lib/cache/redis.mjs";
import { syncTags, tagsManifest } from "../lib/cache/tags.mjs";

const PEER_HEADER = "x-studio-peer-address"; // lib/security/client-address.ts
// Each request runs inside this store with its id, so every line the app logs for it carries the id
// (lib/log/request-context.ts reads the same store).
const requestContext = (globalThis.__studioRequestContext ??= new AsyncLocalStorage());
const trustsProxy = Number(process.env.TRUST_PROXY_HOPS ?? 0) > 0;
const REQUEST_ID = /^[A-Za-z0-9._:-]{8,64}$/;

/** The id a trusted proxy gave the request (nginx: $request_id), else a new one. */
function requestIdOf(request) {
  const given = request.headers["x-request-id"];
  return trustsProxy && typeof given === "string" && REQUEST_ID.test(given) ? given : crypto.randomUUID();
}

const missing = missingSharedSecrets();
if (missing.length > 0) {
  console.error(missingSharedSecretsMessage(missing));
  process.exit(1);
}
const unsharedMedia = unsharedMediaMessage();
if (unsharedMedia) {
  console.error(unsharedMedia);
  process.exit(1);
}
if (!process.env.NEXTAUTH_SECRET) {
  const dataDir = path.resolve(".data");
  fs.mkdirSync(dataDir, { recursive: true });
  const secretFile = path.join(dataDir, "auth-secret");
  if (!fs.existsSync(secretFile))
    fs.writeFileSync(secretFile, crypto.randomBytes(32).toString("base64url"), { mode: 0o600 });
  process.env.NEXTAUTH_SECRET = fs.readFileSync(secretFile, "utf8").trim();
}
const port = process.env.PORT ?? "3000";
process.env.NEXTAUTH_URL ??= `http://localhost:${port}`;
process.env.NEXT_TELEMETRY_DISABLED = "1";

const dist = process.env.NEXT_DIST_DIR || ".next";
if (!fs.existsSync(path.join(dist, "BUILD_ID"))) {
  console.error(`No production build in ${dist}/: run \`npm run build\` first.`);
  process.exit(1);
}
const draftId = draftModeId(dist);
const unsharedCacheBuild = unsharedCacheBuildMessage(process.env, dist);
if (unsharedCacheBuild) {
  console.error(unsharedCacheBuild);
  process.exit(1);
}
// Next runs in this process behind a plain HTTP server that records each request's socket address in a header
// the app trusts (lib/security/client-address.ts); a copy sent by the client is replaced.
const hostname = listenHost();
const conf = buildConfig();
if (conf) {
  // As the generated server.js does: some of Next's modules read the config from here.
  process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(conf);
}
process.env.NODE_ENV ??= "production";
const { default: next } = await import("next");
const app = next({ dev: false, dir: process.cwd(), hostname, port: Number(port), ...(conf && { conf }) });
await app.prepare();
const handle = app.getRequestHandler();
// How long a copy of a public page may be kept (an edit drops every copy at once); 0 leaves every answer to Next.
const copySeconds = Number(process.env.RESPONSE_CACHE_SECONDS ?? 1);
const responses = copySeconds > 0 ? new ResponseCache({ maxAgeMs: copySeconds * 1000 }) : null;
if (responses) watchTagExpiries(tagsManifest, () => responses.clear());
// Next's image optimiser makes each size of an image on its first request, and sharp's memory for one is freed only
// when it is done: a page of new images asked at once had several made side by side (four 1600-px covers at once
// ~80 MB as WebP, ~320 MB as AVIF). Two at a time, one per core here; the others wait their turn.
const imageRequests = gate(2);
const server = http.createServer({ ServerResponse: StudioResponse }, (request, response) => {
  request.headers[PEER_HEADER] = request.socket.remoteAddress ?? "";
  const requestId = requestIdOf(request);
  request.headers["x-request-id"] = requestId;
  response.setHeader("X-Request-Id", requestId);
  const started = process.hrtime.bigint();
  const pathname = pathOf(request.url);
  const prefetch = request.headers["next-router-prefetch"] !== undefined; // read now: Next deletes its router's headers
  response.once("finish", () => {
    record(request, response, started);
    if (pathname !== null && unknownAddress(pathname, response.statusCode, prefetch)) logUnknown(pathname, requestId);
  });
  const early = pathname === null ? null : (answerBeforeNext(pathname) ?? refuseCrossSiteAction(request, pathname));
  if (early) {
    response.writeHead(early.status, early.headers).end(early.body);
    return;
  }
  if (limitBody(request, response, pathname ?? "/")) return;
  if (pathname !== null && (request.method === "GET" || request.method === "HEAD"))
    request.headers.cookie = withSharePreview(request.headers.cookie, pathname, process.env.NEXTAUTH_SECRET, draftId);
  if (pathname !== null)
    for (const [name, value] of publicHeaders(pathname, request.headers.cookie)) response.setHeader(name, value);
  if (pathname === "/_next/image") {
    let gone = false; // the browser stopped waiting (left the page) before its turn
    response.once("close", () => (gone = true));
    imageRequests.run((done) => {
      if (gone) return done();
      response.once("close", done);
      toNext(request, response, requestId);
    });
    return;
  }
  if (responses && request.method === "GET" && pathname !== null && sharedPage(pathname, request.headers.cookie)) {
    void answerFromCopy(request, response, requestId);
    return;
  }
  toNext(request, response, requestId);
});
/** Next answers, inside the request's log context. */
function toNext(request, response, requestId) {
  requestContext.run({ requestId }, () => void handle(request, response));
}
/** A public page from this process's copy of it when there is a fresh one; otherwise Next answers and its answer is
 *  kept when it is a page-cache hit. With several instances, their tag expiries are read from Redis first (as Next's
 *  page cache does before each answer), so an edit made on another instance is seen at once here too; while Redis
 *  does not answer, another instance's edit would go unseen, so Next answers (rendering: it has no shared cache then). */
async function answerFromCopy(request, response, requestId) {
  if (redisConfigured() && !(await syncTags().catch(() => false))) return toNext(request, response, requestId);
  const copy = responses.lookup(request);
  if (copy) {
    metrics.responseCache.inc({ result: "hit" });
    responses.send(response, copy);
    return;
  }
  metrics.responseCache.inc({ result: "miss" });
  responses.capture(request, response);
  toNext(request, response, requestId);
}
/** The config as the build resolved it (required-server-files.json), as Next's standalone server.js uses it, instead
 *  of loading next.config.ts again: loading it brings in Next's TypeScript compiler (SWC, a 26 MB native module) and
 *  config machinery, about 80 MB of memory the server keeps for its whole life, and a slower start. What the config
 *  computes from the environment is fixed at build time either way (headers, redirects and image hosts are in the
 *  build's manifests). The image has no next.config.ts at all. A build without the file loads next.config.ts. */
function buildConfig() {
  const file = path.join(dist, "required-server-files.json");
  if (!fs.existsSync(file)) return undefined;
  return { ...JSON.parse(fs.readFileSync(file, "utf8")).config, distDir: `./${dist}` };
}
/** Request count, latency and page-cache result of one answered request (lib/metrics/registry.mjs). */
function record(request, response, started) {
  const route = routeLabel(request.url ?? "/", response.statusCode);
  metrics.requests.inc({ route, method: request.method ?? "GET", status: String(response.statusCode) });
  metrics.requestSeconds.observe({ route }, Number(process.hrtime.bigint() - started) / 1e9);
  const cache = response.getHeader("x-nextjs-cache");
  if (typeof cache === "string") metrics.pageCache.inc({ result: cache.toLowerCase() });
}
/** The spec's "unknown routes are logged", with the app's logger (lib/log/logger.ts keeps it on globalThis). */
function logUnknown(pathname, requestId) {
  const line = { scope: "404", requestId, path: pathname.slice(0, 200) };
  if (globalThis.__studioLogger) globalThis.__studioLogger.warn(line, "unknown route requested");
  else console.warn(JSON.stringify({ ...line, msg: "unknown route requested" }));
}
server.keepAliveTimeout = 65_000; // longer than a proxy's idle upstream connections (nginx: 60 s)
// The backup CLI's way in while this process owns the embedded database (lib/ops/ops-file.mjs).
const opsFile = process.env.DATABASE_URL ? null : opsFilePath(process.env.PGLITE_DIR ?? ".data/pglite");
process.env.STUDIO_OPS_TOKEN = crypto.randomBytes(32).toString("base64url");
server.listen(Number(port), hostname, () => {
  console.log(`Serving ${dist}/ at http://${hostname}:${port}`);
  if (opsFile) fs.mkdirSync(path.dirname(opsFile), { recursive: true }); // a PGLITE_DIR whose parent is new
  if (opsFile)
    fs.writeFileSync(
      opsFile,
      JSON.stringify({ port: Number(port), token: process.env.STUDIO_OPS_TOKEN, pid: process.pid }),
      { mode: 0o600 },
    );
});
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    if (opsFile) fs.rmSync(opsFile, { force: true });
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 5_000).unref();
  });
}

// What the image (deploy/Dockerfile) and the several-instance check copy next to the standalone build so that it runs
// `node server/serve.mjs` like `npm start` (a request id on every log line, request metrics) instead of the generated
// server.js: the script and the modules it imports. tests/integration/deploy-kit.test.ts keeps this list, the
// script's imports and the Dockerfile's COPY lines in step.
export const SERVE_FILES = [
  "server/serve.mjs",
  "lib/shared-secrets.mjs",
  "lib/cache/build-config.mjs",
  "server/http/public-requests.mjs",
  "server/http/response-cache.mjs",
  "server/http/studio-response.mjs",
  "server/http/body-limit.mjs",
  "server/http/cross-site.mjs",
  "server/http/listen-host.mjs",
  "server/http/share-preview.mjs",
  "server/http/gate.mjs",
  "lib/preview/token.mjs",
  "lib/security/body-limits.mjs",
  "lib/security/same-origin.mjs",
  "lib/cache/redis.mjs",
  "lib/cache/tags.mjs",
  "lib/metrics/registry.mjs",
  "lib/metrics/route-label.mjs",
  "lib/ops/ops-file.mjs",
  "lib/media/shared-storage.mjs",
];

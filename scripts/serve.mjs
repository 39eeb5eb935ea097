// `npm start`: serves the production build (`npm run build` first) at http://localhost:$PORT (3000).
// Zero set-up: with no DATABASE_URL the embedded PGlite database lives in .data/ (created, migrated and seeded on
// first start, which also prints the admin login), and the session secret is generated once into .data/.
import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { missingSharedSecrets, missingSharedSecretsMessage } from "../lib/shared-secrets.mjs";

const PEER_HEADER = "x-studio-peer-address"; // lib/security/client-address.ts

const missing = missingSharedSecrets();
if (missing.length > 0) {
  console.error(missingSharedSecretsMessage(missing));
  process.exit(1);
}
const dataDir = path.resolve(".data");
fs.mkdirSync(dataDir, { recursive: true });
if (!process.env.NEXTAUTH_SECRET) {
  const secretFile = path.join(dataDir, "auth-secret");
  if (!fs.existsSync(secretFile)) fs.writeFileSync(secretFile, crypto.randomBytes(32).toString("base64url"), { mode: 0o600 });
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
// Next runs in this process behind a plain HTTP server that records each request's socket address in a header
// the app trusts (lib/security/client-address.ts); a copy sent by the client is replaced.
const hostname = process.env.HOSTNAME || process.env.HOST || "0.0.0.0";
const { default: next } = await import("next");
const app = next({ dev: false, dir: process.cwd(), hostname, port: Number(port) });
await app.prepare();
const handle = app.getRequestHandler();
const server = http.createServer((request, response) => {
  request.headers[PEER_HEADER] = request.socket.remoteAddress ?? "";
  void handle(request, response);
});
server.keepAliveTimeout = 65_000; // longer than a proxy's idle upstream connections (nginx: 60 s)
server.listen(Number(port), hostname, () => console.log(`Serving ${dist}/ at http://${hostname}:${port}`));
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 5_000).unref();
  });
}

// `npm start`: serves the production build (`npm run build` first) at http://localhost:$PORT (3000).
// Zero set-up: with no DATABASE_URL the embedded PGlite database lives in .data/ (created, migrated and seeded on
// first start, which also prints the admin login), and the session secret is generated once into .data/.
import { spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { missingSharedSecrets, missingSharedSecretsMessage } from "../lib/shared-secrets.mjs";

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
const child = spawn(process.execPath, [path.resolve("node_modules/next/dist/bin/next"), "start", "-p", port, "-H", process.env.HOST ?? "0.0.0.0"],
  { stdio: "inherit", env: process.env });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code) => process.exit(code ?? 0));

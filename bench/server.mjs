// Starts `next start` of an existing production build on a fresh database, for the bench scripts.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export const PAGES = ["/", "/portfolio", "/case-study/medflow-patient-portal", "/blogs", "/blog/ai-agents-in-production",
  "/web-apps", "/products/speaksify"];

export async function startServer({ port = 3900, dist = process.env.NEXT_DIST_DIR || ".next" } = {}) {
  if (process.env.BENCH_URL) return { url: process.env.BENCH_URL, stop: async () => {} };
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "bench-"));
  const env = { ...process.env, PORT: String(port), NEXT_DIST_DIR: dist, PGLITE_DIR: path.join(scratch, "pglite"),
    NEXTAUTH_SECRET: "bench-secret-0123456789abcdef", ADMIN_EMAIL: "bench@example.com", ADMIN_PASSWORD: "bench-password-1" };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, ["scripts/serve.mjs"], { env, stdio: ["ignore", "ignore", "inherit"] });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 120; i++) {
    try { if ((await fetch(`${url}/api/health`)).ok) break; } catch { /* not yet */ }
    await new Promise((r) => setTimeout(r, 500));
  }
  for (const page of PAGES) await fetch(url + page); // warm the caches
  return { url, stop: async () => { child.kill("SIGTERM"); fs.rmSync(scratch, { recursive: true, force: true }); } };
}

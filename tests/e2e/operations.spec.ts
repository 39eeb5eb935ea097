import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { expect, test } from "@playwright/test";

// What the operator does next to the running site (issue 24): back it up while it serves, read its metrics.
test.describe.configure({ timeout: 180_000 });

test("npm run backup:create takes a whole-database backup through the running site, which opens elsewhere", async ({
  request,
}) => {
  const backups = fs.mkdtempSync(path.join(os.tmpdir(), "e2e-backups-"));
  // While the site runs, it owns the embedded database: the CLI asks it for the dump.
  const result = spawnSync(
    process.execPath,
    ["node_modules/tsx/dist/cli.mjs", "--conditions=react-server", "scripts/backup-db.ts", "create"],
    {
      env: { ...process.env, BACKUP_DIR: backups },
      encoding: "utf8",
      timeout: 120_000,
    },
  );
  expect(result.status, `${result.stdout}${result.stderr}`).toBe(0);
  const file = /Backup written to (.+)$/m.exec(result.stdout)![1];
  const copy = await PGlite.create({ loadDataDir: new Blob([fs.readFileSync(file)]) });
  const [{ users }] = (await copy.query<{ users: number }>("SELECT count(*)::int AS users FROM users")).rows;
  const [{ projects }] = (await copy.query<{ projects: number }>("SELECT count(*)::int AS projects FROM portfolios"))
    .rows;
  await copy.close();
  expect(users).toBeGreaterThanOrEqual(1);
  expect(projects).toBeGreaterThanOrEqual(4);
  // The site kept serving, and the way in needs the token the site wrote for its own user.
  expect((await request.get("/")).status()).toBe(200);
  expect((await request.post("/api/ops/backup")).status()).toBe(401);
  expect((await request.post("/api/ops/backup", { headers: { authorization: "Bearer guess" } })).status()).toBe(401);
  fs.rmSync(backups, { recursive: true, force: true });
});

test("the instance's metrics count what it served, for a request from this machine only", async ({ request }) => {
  await request.get("/blogs");
  const metrics = await request.get("/api/metrics");
  expect(metrics.status()).toBe(200);
  const text = await metrics.text();
  expect(text).toMatch(/^studio_http_requests_total\{route="\/blogs",method="GET",status="200"\} [1-9]/m);
  expect(text).toMatch(/^studio_http_request_duration_seconds_bucket\{le="0\.005",route="\/blogs"\} \d+/m);
  expect(text).toMatch(/^studio_db_queries_total\{model="\w+",operation="\w+"\} [1-9]/m);
  // Through a proxy (another client's address forwarded), never.
  expect((await request.get("/api/metrics", { headers: { "x-forwarded-for": "203.0.113.5" } })).status()).toBe(401);
});

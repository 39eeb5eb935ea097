import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { connect, type DatabaseTarget } from "@/lib/db/connect";
import { emptyPostgresDatabase } from "../support/database";

/** `npm run backup:<command>` as an operator runs it (no terminal: restore needs --yes). */
function cli(args: string[], env: Record<string, string>) {
  const result = spawnSync(
    process.execPath,
    ["node_modules/tsx/dist/cli.mjs", "--conditions=react-server", "scripts/backup-db.ts", ...args],
    {
      env: { ...process.env, DATABASE_URL: "", ...env },
      encoding: "utf8",
      timeout: 180_000,
    },
  );
  return { code: result.status, out: `${result.stdout}${result.stderr}` };
}

async function withDatabase<T>(
  target: DatabaseTarget,
  work: (prisma: Awaited<ReturnType<typeof connect>>["prisma"]) => Promise<T>,
) {
  const database = await connect(target);
  try {
    return await work(database.prisma);
  } finally {
    await database.close();
  }
}

const lead = (firstName: string) => ({
  firstName,
  lastName: "X",
  email: `${firstName}@x.test`,
  subject: "s",
  message: "m",
});
const names = async (target: DatabaseTarget) =>
  withDatabase(target, async (p) => (await p.lead.findMany({ orderBy: { firstName: "asc" } })).map((l) => l.firstName));

async function roundTrip(target: DatabaseTarget, env: Record<string, string>, backups: string) {
  await withDatabase(target, (p) => p.lead.create({ data: lead("Kept") }));
  const created = cli(["create"], env);
  expect(created.code, created.out).toBe(0);
  const file = /Backup written to (.+)$/m.exec(created.out)![1];
  expect(fs.statSync(file).size).toBeGreaterThan(1000);
  await withDatabase(target, (p) => p.lead.create({ data: lead("Later") }));

  const refused = cli(["restore", file], env);
  expect(refused).toMatchObject({ code: 2, out: expect.stringContaining("add --yes") });
  expect(await names(target)).toEqual(["Kept", "Later"]);

  const restored = cli(["restore", file, "--yes"], env);
  expect(restored.code, restored.out).toBe(0);
  expect(restored.out).toMatch(/Restored .+: \d+ projects, \d+ posts, 1 leads; schema up to date\./);
  expect(await names(target)).toEqual(["Kept"]);
  // The data it replaced was backed up first, and restores too.
  const before = fs.readdirSync(backups).find((f) => f.startsWith("before-restore-"))!;
  expect(cli(["restore", path.join(backups, before), "--yes"], env).code).toBe(0);
  expect(await names(target)).toEqual(["Kept", "Later"]);
}

describe("npm run backup:create and backup:restore", () => {
  it(
    "on the embedded database (site stopped): a tarball that restores exactly, after asking and backing up",
    { timeout: 300_000 },
    async () => {
      const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "backup-db-"));
      const dir = path.join(scratch, "pglite");
      const backups = path.join(scratch, "backups");
      await roundTrip({ kind: "pglite", dir }, { PGLITE_DIR: dir, BACKUP_DIR: backups }, backups);
      expect(fs.readdirSync(scratch).filter((f) => f.includes("restoring") || f.includes("replaced"))).toEqual([]);
      fs.rmSync(scratch, { recursive: true, force: true });
    },
  );

  it.each(process.env.DATABASE_URL ? ["postgres"] : [])(
    "on %s: pg_dump and pg_restore, after asking and backing up",
    { timeout: 300_000 },
    async () => {
      const database = await emptyPostgresDatabase("backup");
      const backups = fs.mkdtempSync(path.join(os.tmpdir(), "backup-pg-"));
      try {
        await roundTrip(
          { kind: "postgres", url: database.url },
          { DATABASE_URL: database.url, BACKUP_DIR: backups },
          backups,
        );
      } finally {
        await database.drop();
        fs.rmSync(backups, { recursive: true, force: true });
      }
    },
  );
});

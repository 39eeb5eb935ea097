import { spawnSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connect } from "@/lib/db/connect";
import { migrationStatus, upToDate } from "@/lib/db/migration-status";
import { migrationFiles, type SqlRunner } from "@/lib/db/migrations";
import { DATABASE_KINDS, emptyPostgresDatabase, freshDatabase, type TestDatabase } from "../support/database";

const names = migrationFiles().map((f) => f.name);

describe.each(DATABASE_KINDS)("migration status on %s", (kind) => {
  let database: TestDatabase;
  let sql: SqlRunner;
  beforeAll(async () => {
    database = await freshDatabase(kind);
    const prisma = database.prisma;
    sql = {
      exec: (text) => prisma.$executeRawUnsafe(text),
      query: async <T>(text: string, params: unknown[] = []) => ({
        rows: await prisma.$queryRawUnsafe<T[]>(text, ...params),
      }),
    };
  }, 240_000);
  afterAll(async () => {
    await database?.close();
  });

  it("a migrated database has every committed migration applied", async () => {
    expect(await migrationStatus(sql)).toEqual({ applied: names, pending: [], changed: [], failed: [], unknown: [] });
  });

  it("names what is pending, changed, failed or unknown", async () => {
    const [first, second, third] = names;
    await sql.exec(`DELETE FROM "_prisma_migrations" WHERE migration_name = '${third}'`);
    await sql.exec(`UPDATE "_prisma_migrations" SET checksum = 'edited' WHERE migration_name = '${second}'`);
    await sql.exec(`UPDATE "_prisma_migrations" SET finished_at = NULL WHERE migration_name = '${first}'`);
    await sql.exec(`INSERT INTO "_prisma_migrations" (id, checksum, migration_name, finished_at, applied_steps_count)
      VALUES ('${crypto.randomUUID()}', 'x', '29990101000000_from_the_future', now(), 1)`);
    const status = await migrationStatus(sql);
    expect(status).toMatchObject({
      pending: [third],
      changed: [second],
      failed: [first],
      unknown: ["29990101000000_from_the_future"],
    });
    expect(upToDate(status)).toBe(false);
  });
});

/** Runs `npm run db:<command>` as a person would, against `env`. */
function cli(command: "status" | "deploy", env: Record<string, string>) {
  const result = spawnSync(process.execPath, ["node_modules/tsx/dist/cli.mjs", "scripts/db.ts", command], {
    env: { ...process.env, DATABASE_URL: "", ...env },
    encoding: "utf8",
    timeout: 120_000,
  });
  return { code: result.status, out: `${result.stdout}${result.stderr}` };
}

describe("npm run db:status and db:deploy", () => {
  it(
    "on the embedded database: no database yet is said so; a created one is up to date",
    { timeout: 240_000 },
    async () => {
      const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "db-cli-")), "pglite");
      expect(cli("status", { PGLITE_DIR: dir })).toMatchObject({
        code: 1,
        out: expect.stringContaining("No embedded database"),
      });
      await (await connect({ kind: "pglite", dir })).close();
      const status = cli("status", { PGLITE_DIR: dir });
      expect(status).toMatchObject({ code: 0, out: expect.stringContaining("The database schema is up to date.") });
      expect(status.out).toContain(`${names.length} migration(s) applied.`);
    },
  );

  it.each(process.env.DATABASE_URL ? ["postgres"] : [])(
    "on %s: an empty database has every migration pending until deploy applies them",
    { timeout: 240_000 },
    async () => {
      const database = await emptyPostgresDatabase("cli");
      const url = database.url;
      try {
        const before = cli("status", { DATABASE_URL: url });
        expect(before.code).toBe(1);
        expect(before.out).toContain(`Pending (npm run db:deploy applies them): ${names.join(", ")}`);
        expect(cli("deploy", { DATABASE_URL: url })).toMatchObject({
          code: 0,
          out: expect.stringContaining(`Applied: ${names.join(", ")}`),
        });
        expect(cli("status", { DATABASE_URL: url })).toMatchObject({
          code: 0,
          out: expect.stringContaining("up to date"),
        });
        expect(cli("deploy", { DATABASE_URL: url }).out).toContain("Nothing to apply.");
      } finally {
        await database.drop();
      }
    },
  );
});

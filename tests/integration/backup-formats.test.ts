import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { PGlite } from "@electric-sql/pglite";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { PrismaClient } from "@/generated/prisma/client";
import { applyImport } from "@/lib/backup/import";
import { exportContent } from "@/lib/backup/export";
import { getBackupRecord, listBackups } from "@/lib/backup/list";
import { restoreBackup } from "@/lib/backup/restore";
import { migrationFiles } from "@/lib/db/migrations";
import { PGLITE_EXTENSIONS } from "@/lib/db/pglite-extensions";
import { DATABASE_KINDS, emptyPostgresDatabase } from "../support/database";
import { databaseForEachTest } from "../support/backup";

/** Files written by earlier versions of the site (tests/fixtures/backup): an export and a backup download of version
 *  1.0, and an export of the old client-side site (snake_case, old field names, no version). */
const fixture = (name: string) => fs.readFileSync(`tests/fixtures/backup/${name}`, "utf8");
// Files from before drafts existed hold published content: each record reads back with that status, and a project
// from before "also show on" existed is shown on its own service page only.
const asPublished = (records: object[]) => records.map((r) => ({ ...r, status: "published" }));
const written = JSON.parse(fixture("export-v1.0.json")) as { projects: object[]; blogs: object[] };
const exported = {
  projects: asPublished(written.projects).map((p) => ({ ...p, alsoShowOn: [] })),
  blogs: asPublished(written.blogs),
};

describe.each(DATABASE_KINDS)("files written by earlier versions on %s", (kind) => {
  const database = databaseForEachTest(kind, { seed: false });

  it.each(["export-v1.0.json", "backup-v1.0.json", "export-legacy.json"])(
    "%s imports every record as it was written",
    async (name) => {
      const result = await applyImport(database.prisma, fixture(name));
      expect(result).toMatchObject({ ok: true, value: { projects: { total: 5 }, blogs: { total: 6 } } });
      const now = await exportContent(database.prisma);
      expect(now.projects).toEqual(exported.projects);
      expect(now.blogs).toEqual(exported.blogs);
    },
  );
});

/** The migration that turned the backup columns into one document of entities. */
const ENTITIES_MIGRATION = "20261125112602_backup_entities";

/** A database migrated up to just before `migration`, with `before` run on it, then migrated past it. */
async function migratedAcross(
  kind: "pglite" | "postgres",
  migration: string,
  before: (sql: (text: string, params?: unknown[]) => Promise<unknown>) => Promise<void>,
) {
  const files = migrationFiles();
  const at = files.findIndex((f) => f.name === migration);
  expect(at).toBeGreaterThan(0);
  if (kind === "pglite") {
    const pglite = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
    for (const f of files.slice(0, at)) await pglite.exec(f.sql);
    await before((text, params) => pglite.query(text, params));
    for (const f of files.slice(at)) await pglite.exec(f.sql);
    const prisma = new PrismaClient({ adapter: new PrismaPGlite(pglite) });
    return {
      prisma,
      close: async () => {
        await prisma.$disconnect();
        await pglite.close();
      },
    };
  }
  const empty = await emptyPostgresDatabase();
  const client = new pg.Client({ connectionString: empty.url });
  await client.connect();
  for (const f of files.slice(0, at)) await client.query(f.sql);
  await before((text, params) => client.query(text, params));
  for (const f of files.slice(at)) await client.query(f.sql);
  await client.end();
  const prisma = new PrismaClient({ adapter: new PrismaPg({ connectionString: empty.url }) });
  return {
    prisma,
    close: async () => {
      await prisma.$disconnect();
      await empty.drop();
    },
  };
}

describe.each(DATABASE_KINDS)("backups stored by earlier versions on %s", (kind) => {
  it("keep their data through the migration to one document of entities: listed, downloaded as written, restored", async () => {
    const record = JSON.parse(fixture("backup-v1.0.json")) as {
      projects: unknown[];
      blogs: unknown[];
      timestamp: string;
      version: string;
    };
    const database = await migratedAcross(kind, ENTITIES_MIGRATION, async (sql) => {
      await sql(
        `INSERT INTO backups (id, projects, blogs, version, reason, created_at) VALUES ('old', $1, $2, '1.0', 'manual', $3)`,
        [JSON.stringify(record.projects), JSON.stringify(record.blogs), record.timestamp],
      );
    });
    try {
      const prisma = database.prisma;
      expect(await listBackups(prisma)).toEqual([
        {
          id: "old",
          createdAt: new Date(record.timestamp),
          reason: "manual",
          media: 0,
          projects: 5,
          blogs: 6,
          testimonials: 0,
          settings: 0,
          redirects: 0,
        },
      ]);
      expect(await getBackupRecord(prisma, "old")).toEqual(record);
      await expect(restoreBackup(prisma, "old")).resolves.toMatchObject({ projects: 5, blogs: 6 });
      const now = await exportContent(prisma);
      expect(now.projects).toEqual(exported.projects);
      expect(now.blogs).toEqual(exported.blogs);
    } finally {
      await database.close();
    }
  });
});

import fs from "node:fs";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { applyImport } from "@/lib/backup/import";
import { exportContent } from "@/lib/backup/export";
import { DATABASE_KINDS, freshDatabase, type TestDatabase } from "../support/database";
import { wipeAll } from "../support/backup";

/** Files written by earlier versions of the site (tests/fixtures/backup): an export and a backup download of version
 *  1.0, and an export of the old client-side site (snake_case, old field names, no version). */
const fixture = (name: string) => fs.readFileSync(`tests/fixtures/backup/${name}`, "utf8");
const exported = JSON.parse(fixture("export-v1.0.json")) as { projects: unknown[]; blogs: unknown[] };

describe.each(DATABASE_KINDS)("files written by earlier versions on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => { database = await freshDatabase(kind); });
  afterAll(async () => { await database?.close(); });
  beforeEach(async () => { await wipeAll(database.prisma); });

  it.each(["export-v1.0.json", "backup-v1.0.json", "export-legacy.json"])("%s imports every record as it was written", async (name) => {
    const result = await applyImport(database.prisma, fixture(name));
    expect(result).toMatchObject({ ok: true, value: { projects: { total: 5 }, blogs: { total: 6 } } });
    const now = await exportContent(database.prisma);
    expect(now.projects).toEqual(exported.projects);
    expect(now.blogs).toEqual(exported.blogs);
  });
});

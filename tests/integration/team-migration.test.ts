import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { describe, expect, it } from "vitest";

const dir = path.join(process.cwd(), "prisma/migrations");
const migrations = fs
  .readdirSync(dir, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name)
  .sort();
const TEAM = migrations.find((name) => name.endsWith("_team"))!;
const sql = (name: string) => fs.readFileSync(path.join(dir, name, "migration.sql"), "utf8");

describe("the upgrade to a team", () => {
  it("makes the first existing account the owner and any other an editor; content keeps no creator", async () => {
    const db = new PGlite({ extensions: { pg_trgm } });
    for (const name of migrations.filter((n) => n < TEAM)) await db.exec(sql(name));
    await db.exec(`
      INSERT INTO users (id, email, password_hash, created_at, updated_at) VALUES
        ('b', 'later@x.test', 'h', '2026-02-01T10:00:00Z', now()),
        ('a', 'first@x.test', 'h', '2026-01-01T10:00:00Z', now()),
        ('c', 'cli@x.test', 'h', '2026-03-01T10:00:00Z', now());
      INSERT INTO portfolios (id, title, service_id, description, updated_at) VALUES ('p', 'P', 'saas', 'd', now());`);
    await db.exec(sql(TEAM));
    const { rows } = await db.query<{ email: string; role: string; deactivated_at: Date | null }>(
      "SELECT email, role, deactivated_at FROM users ORDER BY email",
    );
    expect(rows).toEqual([
      { email: "cli@x.test", role: "editor", deactivated_at: null },
      { email: "first@x.test", role: "owner", deactivated_at: null },
      { email: "later@x.test", role: "editor", deactivated_at: null },
    ]);
    const project = await db.query<{ created_by_id: string | null }>("SELECT created_by_id FROM portfolios");
    expect(project.rows).toEqual([{ created_by_id: null }]);
    await db.close();
  }, 120_000);
});

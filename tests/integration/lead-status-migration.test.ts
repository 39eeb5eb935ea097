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
const LEAD_STATUS = migrations.find((name) => name.endsWith("_lead_inbox_outbox_trash"))!;
const sql = (name: string) => fs.readFileSync(path.join(dir, name, "migration.sql"), "utf8");

describe("the migration from 'handled' to a lead status", () => {
  it("keeps every lead: handled ones become contacted, the others new, and each has a readable origin", async () => {
    const db = new PGlite({ extensions: { pg_trgm } });
    for (const name of migrations.filter((n) => n < LEAD_STATUS)) await db.exec(sql(name));
    await db.exec(`
      INSERT INTO leads (id, source, first_name, last_name, email, subject, message, page, handled, created_at) VALUES
        ('a', 'contact', 'A', 'X', 'a@x.test', 's', 'm', NULL, true, '2026-01-01T10:00:00Z'),
        ('b', 'contact', 'B', 'X', 'b@x.test', 's', 'm', '/#contact', false, '2026-01-02T10:00:00Z'),
        ('c', 'chat', 'C', 'X', 'c@x.test', 's', 'm', '/ai-calling', true, '2026-01-03T10:00:00Z')`);
    await db.exec(sql(LEAD_STATUS));
    const { rows } = await db.query<{ id: string; status: string; page: string; notes: string; same: boolean }>(
      "SELECT id, status, page, notes, updated_at = created_at AS same FROM leads ORDER BY id",
    );
    expect(rows).toEqual([
      { id: "a", status: "contacted", page: "/#contact", notes: "", same: true },
      { id: "b", status: "new", page: "/#contact", notes: "", same: true },
      { id: "c", status: "contacted", page: "/ai-calling", notes: "", same: true },
    ]);
    const columns = await db.query<{ column_name: string }>(
      "SELECT column_name FROM information_schema.columns WHERE table_name = 'leads'",
    );
    expect(columns.rows.map((c) => c.column_name)).not.toContain("handled");
    await db.close();
  }, 120_000);
});

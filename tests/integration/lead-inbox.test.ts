import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LEADS_PER_PAGE, leadsPage, requestedPage } from "@/lib/leads/inbox-page";
import { DATABASE_KINDS, freshDatabase, type TestDatabase } from "../support/database";

describe.each(DATABASE_KINDS)("the lead inbox pages on %s", (kind) => {
  let database: TestDatabase;
  const t0 = Date.UTC(2026, 10, 1);
  beforeAll(async () => {
    database = await freshDatabase(kind);
    // 60 leads a minute apart; lead 59 is the newest.
    await database.prisma.lead.createMany({
      data: Array.from({ length: 60 }, (_, i) => ({
        firstName: `Lead${i}`, lastName: "X", email: `l${i}@x.test`, subject: "s", message: "m".repeat(5_000), createdAt: new Date(t0 + i * 60_000),
      })),
    });
  }, 240_000);
  afterAll(async () => { await database?.close(); });

  it("shows 25 leads a page, newest first, and the last page holds the rest", async () => {
    const first = await leadsPage(database.prisma, 1);
    expect(first).toMatchObject({ total: 60, page: 1, pages: 3 });
    expect(first.leads.map((l) => l.firstName)).toEqual(Array.from({ length: LEADS_PER_PAGE }, (_, i) => `Lead${59 - i}`));
    const last = await leadsPage(database.prisma, 3);
    expect(last.leads.map((l) => l.firstName)).toEqual(Array.from({ length: 10 }, (_, i) => `Lead${9 - i}`));
  });

  it("a page past the end shows the last page; a nonsense page number is page 1", async () => {
    expect((await leadsPage(database.prisma, 99)).page).toBe(3);
    for (const value of ["0", "-2", "1.5", "abc", "", undefined, "9".repeat(400), ["2", "3"]]) {
      expect(requestedPage(value), String(value)).toBe(Array.isArray(value) ? 2 : 1);
    }
    expect(requestedPage("2")).toBe(2);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recordConversion } from "@/lib/conversions/record";
import { DATABASE_KINDS, freshDatabase, type TestDatabase } from "../support/database";

describe.each(DATABASE_KINDS)("conversion events on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => { database = await freshDatabase(kind); });
  afterAll(async () => { await database?.close(); });

  it("stores exactly one event {action, page, createdAt} per valid click", async () => {
    const before = Date.now();
    const result = await recordConversion(database.prisma, { action: "speaksify-demo", page: "/products/speaksify" });
    expect(result).toMatchObject({ ok: true, action: "speaksify-demo" });
    const rows = await database.prisma.conversionEvent.findMany();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: "speaksify-demo", page: "/products/speaksify" });
    expect(rows[0].createdAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(Object.keys(rows[0]).sort()).toEqual(["action", "createdAt", "id", "page"]);
  });

  it("stores nothing for an unknown action or a payload with personal data", async () => {
    expect(await recordConversion(database.prisma, { action: "nope", page: "/" })).toMatchObject({ ok: false });
    expect(await recordConversion(database.prisma, { action: "design-consultation", page: "/ui-ux-design", email: "a@b.c" })).toMatchObject({ ok: false });
    expect(await database.prisma.conversionEvent.count()).toBe(1);
    await recordConversion(database.prisma, { action: "design-consultation", page: "/ui-ux-design" });
    expect(await database.prisma.conversionEvent.count({ where: { action: "design-consultation" } })).toBe(1);
  });
});

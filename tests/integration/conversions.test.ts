import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { handleConversion } from "@/lib/conversions/handle";
import { recordConversion } from "@/lib/conversions/record";
import { CONVERSIONS_PER_MINUTE } from "@/lib/conversions/schema";
import { DATABASE_KINDS, freshDatabase, type TestDatabase } from "../support/database";

describe.each(DATABASE_KINDS)("conversion events on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await freshDatabase(kind);
  });
  afterAll(async () => {
    await database?.close();
  });

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
    expect(
      await recordConversion(database.prisma, { action: "design-consultation", page: "/ui-ux-design", email: "a@b.c" }),
    ).toMatchObject({ ok: false });
    expect(await database.prisma.conversionEvent.count()).toBe(1);
    await recordConversion(database.prisma, { action: "design-consultation", page: "/ui-ux-design" });
    expect(await database.prisma.conversionEvent.count({ where: { action: "design-consultation" } })).toBe(1);
  });

  it("limits each client address in the database: 429 with Retry-After past the limit, other addresses unaffected", async () => {
    await database.prisma.rateLimiterFlexible.deleteMany();
    const click = { action: "speaksify-trial", page: "/products/speaksify" };
    for (let i = 0; i < CONVERSIONS_PER_MINUTE; i++) {
      expect(await handleConversion(database.prisma, "10.0.0.1", click)).toMatchObject({
        status: 201,
        body: { recorded: true, action: "speaksify-trial" },
      });
    }
    const refused = await handleConversion(database.prisma, "10.0.0.1", click);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers?.["Retry-After"])).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers?.["Retry-After"])).toBeLessThanOrEqual(60);
    expect(await database.prisma.conversionEvent.count({ where: { action: "speaksify-trial" } })).toBe(
      CONVERSIONS_PER_MINUTE,
    );
    expect((await handleConversion(database.prisma, "10.0.0.2", click)).status).toBe(201);
    expect((await handleConversion(database.prisma, "10.0.0.3", { ...click, email: "a@b.c" })).status).toBe(400);
    const events = await database.prisma.conversionEvent.findMany({ select: { action: true, page: true } });
    expect(JSON.stringify(events)).not.toContain("10.0.0");
  });
});

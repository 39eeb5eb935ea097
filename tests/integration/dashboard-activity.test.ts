import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { activity } from "@/lib/dashboard/activity";
import { rangeDays, requestedRange } from "@/lib/dashboard/range";
import { DATABASE_KINDS, freshDatabase, type TestDatabase } from "../support/database";

const NOW = new Date("2026-11-25T15:00:00.000Z");
const DAY = 24 * 60 * 60_000;
const at = (daysAgo: number, hour = 10) => new Date(Date.UTC(2026, 10, 25 - daysAgo, hour));

describe.each(DATABASE_KINDS)("dashboard activity on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await freshDatabase(kind);
    const lead = (source: string, createdAt: Date) => ({
      source,
      createdAt,
      firstName: "A",
      lastName: "B",
      email: "a@b.test",
      subject: "s",
      message: "m",
    });
    await database.prisma.lead.createMany({
      data: [
        lead("contact", at(0, 1)),
        lead("contact", at(0, 14)),
        lead("chat", at(1)),
        lead("contact", at(6, 0)),
        lead("contact", at(7)),
        lead("service-cta", at(20)),
        lead("chat", at(29, 0)),
        lead("contact", at(45)),
        lead("chat", at(95)),
      ],
    });
    const event = (action: string, createdAt: Date) => ({ action, page: "/products/speaksify", createdAt });
    await database.prisma.conversionEvent.createMany({
      data: [
        event("speaksify-demo", at(0)),
        event("speaksify-demo", at(2)),
        event("design-consultation", at(10)),
        event("speaksify-trial", at(80)),
        event("speaksify-trial", new Date(NOW.getTime() + DAY)),
      ],
    });
    // What the retention job keeps of older clicks: daily counts (one inside the 90-day range, one outside).
    await database.prisma.conversionDaily.createMany({
      data: [
        { day: at(60, 0), action: "speaksify-demo", page: "/products/speaksify", count: 4 },
        { day: at(400, 0), action: "speaksify-demo", page: "/products/speaksify", count: 9 },
      ],
    });
  }, 240_000);
  afterAll(async () => {
    await database?.close();
  });

  it("the charts' numbers match the tables for each range, by source and by action, with readable labels", async () => {
    for (const range of [7, 30, 90] as const) {
      const { since } = rangeDays(range, NOW);
      const data = await activity(database.prisma, range, NOW);
      expect(data.days).toHaveLength(range);
      expect(data.days.at(-1)).toBe("2026-11-25");
      const leads = await database.prisma.lead.groupBy({
        by: ["source"],
        where: { createdAt: { gte: since, lte: NOW } },
        _count: { _all: true },
      });
      expect(Object.fromEntries(data.leadsBySource.map((s) => [s.key, s.total]))).toEqual(
        Object.fromEntries(leads.map((l) => [l.source, l._count._all])),
      );
      for (const series of data.leadsBySource) expect(series.counts.reduce((a, b) => a + b, 0)).toBe(series.total);
      const events = await database.prisma.conversionEvent.groupBy({
        by: ["action"],
        where: { createdAt: { gte: since, lte: NOW } },
        _count: { _all: true },
      });
      const folded = await database.prisma.conversionDaily.groupBy({
        by: ["action"],
        where: { day: { gte: since } },
        _sum: { count: true },
      });
      const expected = new Map<string, number>();
      for (const e of events) expected.set(e.action, e._count._all);
      for (const f of folded) expected.set(f.action, (expected.get(f.action) ?? 0) + (f._sum.count ?? 0));
      expect(Object.fromEntries(data.conversionsByAction.map((s) => [s.key, s.total]))).toEqual(
        Object.fromEntries(expected),
      );
    }
  });

  it("counts each lead on its own UTC day and names sources and actions in words", async () => {
    const week = await activity(database.prisma, 7, NOW);
    const contact = week.leadsBySource.find((s) => s.key === "contact")!;
    expect(contact).toMatchObject({ label: "Contact form", total: 3 });
    expect(contact.counts).toEqual([1, 0, 0, 0, 0, 0, 2]);
    expect(week.leadsBySource.find((s) => s.key === "chat")).toMatchObject({
      label: "Chat hand-off",
      counts: [0, 0, 0, 0, 0, 1, 0],
    });
    const quarter = await activity(database.prisma, 90, NOW);
    expect(quarter.leadsBySource.map((s) => s.label)).toContain("Service cta");
    expect(quarter.conversionsByAction.find((s) => s.key === "speaksify-demo")).toMatchObject({
      label: "Speaksify demo",
      total: 6,
    });
    expect(quarter.conversionsByAction.map((s) => s.label)).toEqual(
      expect.arrayContaining(["Design consultation", "Speaksify free trial"]),
    );
  });

  it("a range the URL does not offer is 30 days", () => {
    expect(["7", "90", "30", "365", "abc", undefined, ["90", "7"]].map(requestedRange)).toEqual([
      7, 90, 30, 30, 30, 30, 90,
    ]);
  });
});

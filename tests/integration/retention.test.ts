import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { RETENTION, runRetention } from "@/lib/retention/run";
import { scheduleRetention } from "@/lib/retention/schedule";
import { REVISIONS_KEPT } from "@/lib/revisions/store";
import { seedBuiltInContent } from "@/lib/seed";
import { DATABASE_KINDS, freshDatabase, type TestDatabase } from "../support/database";

const DAY = 86_400_000;

describe.each(DATABASE_KINDS)("the retention job on %s", (kind) => {
  let database: TestDatabase;
  const now = new Date("2026-11-25T12:00:00Z");
  const ago = (days: number) => new Date(now.getTime() - days * DAY);
  beforeAll(async () => {
    database = await freshDatabase(kind);
  }, 240_000);
  afterAll(async () => {
    await database?.close();
  });

  it("prunes old sign-in attempts, rate-limit rows and audit rows, and keeps the recent ones", async () => {
    const prisma = database.prisma;
    await prisma.loginAttempt.createMany({
      data: [31, 29].map((d) => ({ email: "a@x", ip: "1.1.1.1", success: false, createdAt: ago(d) })),
    });
    await prisma.rateLimiterFlexible.createMany({
      data: [
        { key: "contact:old", points: 3, expire: ago(31) },
        { key: "contact:new", points: 1, expire: ago(1) },
      ],
    });
    await prisma.auditLog.createMany({
      data: [400, 100].map((d) => ({ actorEmail: "a@x", action: "update", entity: "project", createdAt: ago(d) })),
    });
    await prisma.idempotencyKey.createMany({
      data: [2, 0.5].map((d) => ({ key: `k${d}`, actor: "a@x", result: {}, createdAt: ago(d) })),
    });
    await prisma.signInAddress.createMany({
      data: [91, 89].map((d) => ({ email: "a@x", ip: `10.0.0.${d}`, lastSuccessAt: ago(d) })),
    });
    const report = await runRetention(prisma, now, {});
    expect(report).toMatchObject({
      loginAttempts: 1,
      signInAddresses: 1,
      rateLimits: 1,
      auditRows: 1,
      idempotencyKeys: 1,
    });
    expect((await prisma.signInAddress.findMany()).map((a) => a.ip)).toEqual(["10.0.0.89"]);
    expect((await prisma.idempotencyKey.findMany()).map((k) => k.key)).toEqual(["k0.5"]);
    expect((await prisma.loginAttempt.findMany()).map((a) => a.createdAt)).toEqual([ago(29)]);
    expect((await prisma.rateLimiterFlexible.findMany()).map((r) => r.key)).toEqual(["contact:new"]);
    expect(await prisma.auditLog.count()).toBe(1);
    // AUDIT_RETENTION_DAYS shortens the audit's memory.
    expect(await runRetention(prisma, now, { AUDIT_RETENTION_DAYS: "30" })).toMatchObject({ auditRows: 1 });
    expect(await prisma.auditLog.count()).toBe(0);
  });

  it("turns conversion events older than 13 months into daily counts, adding to a day counted before", async () => {
    const prisma = database.prisma;
    const old = new Date("2025-09-10T08:00:00Z");
    const events = [
      { action: "design-consultation", page: "/", createdAt: old },
      { action: "design-consultation", page: "/", createdAt: new Date(old.getTime() + 3_600_000) },
      { action: "speaksify-demo", page: "/products/speaksify", createdAt: old },
      { action: "design-consultation", page: "/", createdAt: ago(10) },
    ];
    await prisma.conversionEvent.createMany({ data: events });
    expect(await runRetention(prisma, now, {})).toMatchObject({ conversionEvents: 3, conversionDays: 2 });
    expect(await prisma.conversionEvent.count()).toBe(1);
    // The same day again (events that reach the cut-off later): added to its count, nothing lost.
    await prisma.conversionEvent.create({
      data: { action: "design-consultation", page: "/", createdAt: new Date(old.getTime() + 7_200_000) },
    });
    await runRetention(prisma, now, {});
    const daily = await prisma.conversionDaily.findMany({ orderBy: { action: "asc" } });
    expect(daily.map((d) => ({ day: d.day.toISOString().slice(0, 10), action: d.action, count: d.count }))).toEqual([
      { day: "2025-09-10", action: "design-consultation", count: 3 },
      { day: "2025-09-10", action: "speaksify-demo", count: 1 },
    ]);
    expect(RETENTION.conversionMonths).toBe(13);
  });

  it("keeps each item's REVISIONS_KEPT most recent revisions and removes the older ones", async () => {
    const prisma = database.prisma;
    await seedBuiltInContent(prisma);
    const [long, short] = await prisma.project.findMany({ select: { id: true }, orderBy: { id: "asc" }, take: 2 });
    const revision = (itemId: string, i: number) => ({
      entity: "project",
      itemId,
      action: "update",
      snapshot: { i },
      itemUpdatedAt: ago(100 - i),
      author: "a@x",
    });
    // History a save did not trim (written by an older version, or kept under a larger REVISIONS_KEPT).
    await prisma.revision.createMany({
      data: Array.from({ length: REVISIONS_KEPT + 3 }, (_, i) => revision(long.id, i)),
    });
    await prisma.revision.createMany({ data: [0, 1].map((i) => revision(short.id, i)) });
    expect(await runRetention(prisma, now, {})).toMatchObject({ revisions: 3 });
    const kept = await prisma.revision.findMany({ where: { itemId: long.id }, orderBy: { id: "asc" } });
    expect(kept.map((r) => (r.snapshot as { i: number }).i)).toEqual(
      Array.from({ length: REVISIONS_KEPT }, (_, i) => i + 3),
    );
    expect(await prisma.revision.count({ where: { itemId: short.id } })).toBe(2);
    expect(await runRetention(prisma, now, {})).toMatchObject({ revisions: 0 });
  });

  it("runs on one instance at a time: a run while another holds the lock skips, and runs again once it is free", async () => {
    const prisma = database.prisma;
    if (kind === "postgres") {
      // Another instance's run: a transaction on its own connection holding the job's lock.
      let release = () => {};
      let held = () => {};
      const holding = new Promise<void>((resolve) => {
        held = resolve;
      });
      const holder = prisma.$transaction(
        async (tx) => {
          await tx.$executeRaw`SELECT pg_advisory_xact_lock(72021002::bigint)`;
          held();
          await new Promise<void>((resolve) => {
            release = resolve;
          });
        },
        { timeout: 30_000 },
      );
      await holding;
      expect(await runRetention(prisma, now, {})).toBeNull();
      release();
      await holder;
    }
    // PGlite has one connection, so runs cannot overlap there; a run after another always runs.
    expect(await runRetention(prisma, now, {})).not.toBeNull();
  });

  it("runs a minute after start and then every day, on a fake clock", async () => {
    vi.useFakeTimers();
    try {
      await database.prisma.loginAttempt.create({
        data: { email: "b@x", ip: "2.2.2.2", success: false, createdAt: new Date(Date.now() - 40 * DAY) },
      });
      const stop = scheduleRetention(async () => database.prisma);
      await vi.advanceTimersByTimeAsync(59_000);
      expect(await database.prisma.loginAttempt.count({ where: { email: "b@x" } })).toBe(1);
      await vi.advanceTimersByTimeAsync(2_000);
      await vi.waitFor(async () =>
        expect(await database.prisma.loginAttempt.count({ where: { email: "b@x" } })).toBe(0),
      );
      await database.prisma.loginAttempt.create({
        data: { email: "c@x", ip: "2.2.2.2", success: false, createdAt: new Date(Date.now() - 40 * DAY) },
      });
      await vi.advanceTimersByTimeAsync(24 * 3_600_000);
      await vi.waitFor(async () =>
        expect(await database.prisma.loginAttempt.count({ where: { email: "c@x" } })).toBe(0),
      );
      stop();
    } finally {
      vi.useRealTimers();
    }
  });
});

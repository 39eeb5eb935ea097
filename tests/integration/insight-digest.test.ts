import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PrismaClient } from "@/generated/prisma/client";
import { lastWeeks, queueWeeklyDigest } from "@/lib/insight/digest";
import { runOutbox } from "@/lib/outbox/worker";
import type { OutgoingMail } from "@/lib/outbox/mailer";
import { defaultSiteSettings } from "@/lib/settings/defaults";
import { writeSiteSettings } from "@/lib/settings/store";
import { DATABASE_KINDS, freshDatabase, type TestDatabase } from "../support/database";

const SMTP = { SMTP_URL: "smtp://127.0.0.1:2525" };
const DAY = 86_400_000;

describe.each(DATABASE_KINDS)("the weekly insight digest on %s", (kind) => {
  let database: TestDatabase;
  let prisma: PrismaClient;
  // a Wednesday: last week is Monday 30 November to Sunday 6 December
  const now = new Date("2026-12-09T10:00:00Z");
  const siteUrl = "https://studio.test";
  const views = (visit: string, path: string, at: string, device = "desktop") =>
    prisma.insightView.create({ data: { visitId: visit, path, device, createdAt: new Date(at) } });

  beforeAll(async () => {
    database = await freshDatabase(kind);
    prisma = database.prisma;
  }, 240_000);
  afterAll(async () => {
    await database?.close();
  });

  it("takes the last whole week, Monday to Sunday in UTC, and the week before", () => {
    const { last, before } = lastWeeks(now);
    expect([last.from, last.to, before.from].map((d) => d.toISOString().slice(0, 10))).toEqual([
      "2026-11-30",
      "2026-12-07",
      "2026-11-23",
    ]);
    expect(lastWeeks(new Date("2026-12-07T00:00:00Z")).last.from.toISOString().slice(0, 10)).toBe("2026-11-30");
  });

  it("sends nothing without SMTP, nor for two empty weeks", async () => {
    expect(await queueWeeklyDigest(prisma, { now, env: {}, siteUrl })).toBe("no-smtp");
    expect(await queueWeeklyDigest(prisma, { now: new Date(now.getTime() - 7 * DAY), env: SMTP, siteUrl })).toBe(
      "nothing-to-report",
    );
    expect(await prisma.outboxMessage.count()).toBe(0);
  });

  it("queues one digest a week with views, visits, leads, best and slowest pages against the week before", async () => {
    await views("visit-aaaaaaaaaaaa", "/", "2026-12-01T09:00:00Z", "mobile");
    await views("visit-aaaaaaaaaaaa", "/portfolio", "2026-12-01T09:01:00Z", "mobile");
    await views("visit-bbbbbbbbbbbb", "/portfolio", "2026-12-05T09:00:00Z");
    await views("visit-cccccccccccc", "/", "2026-11-25T09:00:00Z");
    await prisma.insightVital.createMany({
      data: [
        { path: "/portfolio", device: "mobile", metric: "LCP", value: 4200, createdAt: new Date("2026-12-01T09:02Z") },
        { path: "/", device: "mobile", metric: "LCP", value: 1900, createdAt: new Date("2026-12-01T09:00Z") },
      ],
    });
    await prisma.lead.create({
      data: { firstName: "A", lastName: "B", email: "a@b.test", subject: "Hi", message: "Hello", createdAt: now },
    });
    await prisma.lead.create({
      data: {
        firstName: "C",
        lastName: "D",
        email: "c@d.test",
        subject: "Hi",
        message: "Hi",
        createdAt: new Date("2026-12-02T10:00Z"),
      },
    });

    expect(await queueWeeklyDigest(prisma, { now, env: SMTP, siteUrl })).toBe("queued");
    expect(await queueWeeklyDigest(prisma, { now, env: SMTP, siteUrl })).toBe("already-sent");
    const sent: OutgoingMail[] = [];
    expect(await runOutbox(prisma, async (mail) => void sent.push(mail), now)).toMatchObject({ sent: 1 });
    expect(sent).toHaveLength(1);
    const [mail] = sent;
    expect(mail.to).toBe(defaultSiteSettings().email);
    expect(mail.subject).toBe("Your site last week: 3 views, 1 lead");
    expect(mail.text).toContain("from 2026-11-30 to 2026-12-06 (UTC)");
    expect(mail.text).toContain("Views:  3 (+200% on the week before)");
    expect(mail.text).toContain("Visits: 2 (+100% on the week before)");
    expect(mail.text).toContain("Leads:  1 (none the week before)");
    expect(mail.text).toContain("  /portfolio — 2 views, 2 visits\n  / — 1 view, 1 visit");
    expect(mail.text).toContain("  /portfolio (mobile) — LCP 4.2 s, poor\n  / (mobile) — LCP 1.9 s, good");
    expect(mail.text).toContain("https://studio.test/admin/settings");
  });

  it("is not sent once the owner turns it off in Settings", async () => {
    const settings = defaultSiteSettings();
    await writeSiteSettings(prisma, { ...settings, insight: { weeklyDigest: false } });
    const nextWeek = new Date(now.getTime() + 7 * DAY);
    expect(await queueWeeklyDigest(prisma, { now: nextWeek, env: SMTP, siteUrl })).toBe("opted-out");
    await writeSiteSettings(prisma, settings);
    expect(await queueWeeklyDigest(prisma, { now: nextWeek, env: SMTP, siteUrl })).toBe("queued");
    expect(await prisma.outboxMessage.count({ where: { kind: "weekly-digest" } })).toBe(2);
  });
});

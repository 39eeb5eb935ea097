import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PrismaClient } from "@/generated/prisma/client";
import { handleBeacon } from "@/lib/insight/handle";
import { audienceReport, type AudienceReport } from "@/lib/insight/report";
import { rolledUpBefore } from "@/lib/insight/rollup";
import { handleChatLead } from "@/lib/leads/chat";
import { handleContactMessage } from "@/lib/leads/contact";
import { runRetention } from "@/lib/retention/run";
import { DATABASE_KINDS, freshDatabase, type TestDatabase } from "../support/database";

const DAY = 86_400_000;
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";
const V = (n: number) => `visit-${String(n).padStart(12, "0")}`;
const message = { firstName: "Asha", lastName: "Rao", email: "asha@example.com", subject: "An app", message: "Hi." };

function form(values: Record<string, string>) {
  const data = new FormData();
  for (const [k, v] of Object.entries(values)) data.set(k, v);
  return data;
}

/** The report without the moment it was computed, to compare two reports. */
const figures = ({ computedAt: _, ...rest }: AudienceReport) => rest;

describe.each(DATABASE_KINDS)("insight's counts, roll-up and attribution on %s", (kind) => {
  let database: TestDatabase;
  let prisma: PrismaClient;
  const now = new Date("2026-12-10T12:00:00Z");
  const at = (daysAgo: number, minute = 0) => new Date(now.getTime() - daysAgo * DAY + minute * 60_000);
  let n = 0;
  const send = (body: Record<string, unknown>, when: Date) =>
    handleBeacon(
      {
        body: JSON.stringify(body),
        headers: new Headers({ "user-agent": BROWSER }),
        client: `10.1.0.${++n}`,
        ownHost: "studio.test",
      },
      { prisma: async () => prisma, isAdmin: async () => false, secret: "s", now: when },
    );
  const view = (visit: string, path: string, when: Date, extra: Record<string, unknown> = {}) =>
    send({ kind: "view", visit, path, device: "desktop", ...extra }, when);

  beforeAll(async () => {
    database = await freshDatabase(kind);
    prisma = database.prisma;
    // two days ago: a phone from google.com reads a case study; a newsletter reader reloads /blogs, then the same study
    await view(V(1), "/", at(2), { device: "mobile", referrer: "https://google.com/" });
    await view(V(1), "/portfolio", at(2, 1), { device: "mobile" });
    await view(V(1), "/case-study/medflow", at(2, 2), { device: "mobile" });
    const newsletter = "?utm_source=newsletter&utm_medium=email&utm_campaign=winter";
    await view(V(2), "/blogs", at(2), { search: newsletter });
    await view(V(2), "/blogs", at(2, 1));
    await view(V(2), "/case-study/medflow", at(2, 2));
    // today, a direct visit; forty days ago, one from bing.com
    await view(V(3), "/", at(0));
    await view(V(3), "/portfolio", at(0, 1));
    await view(V(4), "/", at(40), { referrer: "https://bing.com/search?q=studio" });
    // real visitors' speed of / on phones
    const vitals = (metrics: { name: string; value: number }[], when: Date) =>
      send({ kind: "vitals", path: "/", device: "mobile", metrics }, when);
    await vitals(
      [
        { name: "LCP", value: 1000 },
        { name: "INP", value: 100 },
        { name: "CLS", value: 0.05 },
      ],
      at(2),
    );
    await vitals(
      [
        { name: "LCP", value: 2000 },
        { name: "INP", value: 600 },
        { name: "CLS", value: 0.12 },
      ],
      at(2),
    );
    await vitals(
      [
        { name: "LCP", value: 2400 },
        { name: "CLS", value: 0.3 },
        { name: "TTFB", value: 893.2 },
      ],
      at(1),
    );
    await vitals(
      [
        { name: "LCP", value: 3000 },
        { name: "CLS", value: 0.01 },
      ],
      at(0),
    );
  }, 240_000);
  afterAll(async () => {
    await database?.close();
  });

  it("counts views, visits, entries, referrers, campaigns and devices per day and page", async () => {
    const report = await audienceReport(prisma, 90, now);
    expect(report.totals).toEqual({ views: 9, visits: 4 });
    expect(report.days).toHaveLength(90);
    expect(report.days.at(-1)).toBe("2026-12-10");
    expect(report.views.at(-3)).toBe(6);
    expect(report.visits.at(-3)).toBe(2);
    expect(report.views.at(-1)).toBe(2);
    expect(report.pages).toEqual([
      { path: "/", views: 3, visits: 3, entries: 3 },
      { path: "/blogs", views: 2, visits: 1, entries: 1 },
      { path: "/case-study/medflow", views: 2, visits: 2, entries: 0 },
      { path: "/portfolio", views: 2, visits: 2, entries: 0 },
    ]);
    expect(report.referrers).toEqual([
      { host: "bing.com", visits: 1 },
      { host: "google.com", visits: 1 },
    ]);
    expect(report.campaigns).toEqual([{ source: "newsletter", medium: "email", campaign: "winter", visits: 1 }]);
    expect(report.devices).toEqual([
      { device: "desktop", views: 6, visits: 3 },
      { device: "mobile", views: 3, visits: 1 },
    ]);
    const week = await audienceReport(prisma, 7, now);
    expect(week.totals).toEqual({ views: 8, visits: 3 });
    expect(week.referrers).toEqual([{ host: "google.com", visits: 1 }]);
  });

  it("gives the 75th percentile of each vital per page and device, next to its views", async () => {
    const [home] = (await audienceReport(prisma, 7, now)).speed;
    expect(home).toEqual({
      path: "/",
      device: "mobile",
      views: 1,
      vitals: {
        LCP: { p75: 2400, samples: 4 },
        INP: { p75: 600, samples: 2 },
        CLS: { p75: 0.12, samples: 4 },
        TTFB: { p75: 900, samples: 1 },
      },
    });
  });

  it("joins a lead to its visit: landing page, referrer, UTM tags and the pages seen, and counts conversions", async () => {
    await handleContactMessage(form({ ...message, visit: V(1) }), { prisma, ip: "1.1.1.1" });
    await handleChatLead(
      { email: "lee@example.com", transcript: "Visitor: lee@example.com", page: "/blogs", visit: V(2) },
      { prisma, ip: "1.1.1.2" },
    );
    // Do-Not-Track on the form's request, or a visit the beacon never recorded: the lead keeps no visit
    await handleContactMessage(form({ ...message, visit: V(3) }), { prisma, ip: "1.1.1.3", optedOut: true });
    await handleContactMessage(form({ ...message, visit: V(99) }), { prisma, ip: "1.1.1.4" });
    await prisma.lead.updateMany({ data: { createdAt: now } });
    const leads = await prisma.lead.findMany({ orderBy: { email: "asc" } });
    expect(leads.map((l) => [l.landingPage, l.referrerHost, l.utmSource, l.utmCampaign, l.pagesSeen])).toEqual([
      ["/", "google.com", "", "", ["/", "/portfolio", "/case-study/medflow"]],
      ["", "", "", "", []],
      ["", "", "", "", []],
      ["/blogs", "", "newsletter", "winter", ["/blogs", "/case-study/medflow"]],
    ]);
    const report = await audienceReport(prisma, 7, now);
    expect(report.leads).toBe(4);
    expect(report.landingPages).toEqual([
      { key: "(not recorded)", visits: 0, leads: 2, rate: 0 },
      { key: "/", visits: 2, leads: 1, rate: 0.5 },
      { key: "/blogs", visits: 1, leads: 1, rate: 1 },
    ]);
    expect(report.caseStudies).toEqual([{ key: "/case-study/medflow", visits: 2, leads: 2, rate: 1 }]);
    expect(report.sources).toEqual([
      { key: "(not recorded)", visits: 0, leads: 2, rate: 0 },
      { key: "google.com", visits: 1, leads: 1, rate: 1 },
      { key: "newsletter", visits: 1, leads: 1, rate: 1 },
      { key: "(direct)", visits: 1, leads: 0, rate: 0 },
    ]);
  });
  it("rolls complete days up in the retention job, drops raw rows after 30 days and keeps every count", async () => {
    const before = figures(await audienceReport(prisma, 90, now));
    const first = await runRetention(prisma, now, {});
    expect(first).toMatchObject({ insightDays: 2, insightViews: 1, insightVitals: 0 });
    expect((await rolledUpBefore(prisma)).toISOString()).toBe("2026-12-10T00:00:00.000Z");
    expect(await prisma.insightPageDaily.count()).toBeGreaterThan(0);
    expect(await prisma.insightView.count()).toBe(8); // the visit of forty days ago lives on as counts only
    expect(figures(await audienceReport(prisma, 90, now))).toEqual(before);
    expect(await runRetention(prisma, now, {})).toMatchObject({ insightDays: 0, insightViews: 0 });
    // a day later today's views are rolled up too; a month later the raw rows are gone and the counts remain
    await runRetention(prisma, new Date(now.getTime() + DAY), {});
    const later = new Date(now.getTime() + 31 * DAY);
    expect(await runRetention(prisma, later, {})).toMatchObject({ insightViews: 8, insightVitals: 11 });
    expect(await prisma.insightView.count()).toBe(0);
    const monthLater = figures(await audienceReport(prisma, 90, later));
    expect(monthLater.totals).toEqual(before.totals);
    expect(monthLater.pages).toEqual(before.pages);
    expect(monthLater.referrers).toEqual(before.referrers);
    expect(monthLater.speed).toEqual(before.speed);
  });
});

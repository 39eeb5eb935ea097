import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { PrismaClient } from "@/generated/prisma/client";
import { BEACONS_PER_MINUTE, handleBeacon, type BeaconRequest } from "@/lib/insight/handle";
import { DATABASE_KINDS, freshDatabase, type TestDatabase } from "../support/database";

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";
const visit = (n: number) => `visit-${String(n).padStart(12, "0")}`;

function view(visitId: string, path: string, extra: Record<string, unknown> = {}) {
  return { kind: "view", visit: visitId, path, device: "desktop", ...extra };
}

describe.each(DATABASE_KINDS)("insight on %s", (kind) => {
  let database: TestDatabase;
  let prisma: PrismaClient;
  const now = new Date("2026-12-10T12:00:00Z");
  let client = 0;

  /** Sends one beacon as a browser would, from its own address unless told. */
  function send(
    body: unknown,
    options: { headers?: Record<string, string>; at?: Date; admin?: boolean; client?: string } = {},
  ) {
    const request: BeaconRequest = {
      body: typeof body === "string" ? body : JSON.stringify(body),
      headers: new Headers({ "user-agent": BROWSER, ...options.headers }),
      client: options.client ?? `10.0.${Math.floor(++client / 250)}.${client % 250}`,
      ownHost: "studio.test",
    };
    return handleBeacon(request, {
      prisma: async () => prisma,
      isAdmin: async () => options.admin ?? false,
      secret: "test-secret",
      now: options.at ?? now,
    });
  }

  beforeAll(async () => {
    database = await freshDatabase(kind);
    prisma = database.prisma;
  }, 240_000);
  afterAll(async () => {
    await database?.close();
  });
  beforeEach(async () => {
    await prisma.$executeRaw`TRUNCATE insight_views, insight_vitals, insight_page_daily, insight_visit_daily,
      insight_vital_daily, rate_limits, leads`;
    await prisma.setting.deleteMany({ where: { key: { startsWith: "insight." } } });
  });

  it("stores a page view with path, referrer host, UTM tags, device and visit, and nothing about the visitor", async () => {
    const outcome = await send(
      view(visit(1), "/blogs", {
        referrer: "https://News.Example.com/issue/12?reader=42",
        search: "?utm_source=Newsletter&utm_medium=email&utm_campaign=Winter%20launch&email=a%40b.test",
        device: "mobile",
      }),
      { headers: { "x-forwarded-for": "203.0.113.9" }, client: "203.0.113.9" },
    );
    expect(outcome).toMatchObject({ status: 202, reason: "recorded" });
    const rows = await prisma.insightView.findMany();
    expect(rows).toEqual([
      {
        id: expect.anything(),
        visitId: visit(1),
        path: "/blogs",
        referrerHost: "news.example.com",
        utmSource: "newsletter",
        utmMedium: "email",
        utmCampaign: "winter launch",
        device: "mobile",
        createdAt: now,
      },
    ]);
    // the rate limit counts the address under a salted hash: no table holds it
    const limits = await prisma.rateLimiterFlexible.findMany();
    expect(limits).toHaveLength(1);
    expect(JSON.stringify(limits)).not.toContain("203.0.113.9");
  });

  it("ignores Do-Not-Track, Global Privacy Control, robots and the admin's own visits", async () => {
    expect(await send(view(visit(2), "/"), { headers: { dnt: "1" } })).toMatchObject({
      status: 204,
      reason: "opted-out",
    });
    expect(await send(view(visit(2), "/"), { headers: { "sec-gpc": "1" } })).toMatchObject({ reason: "opted-out" });
    for (const ua of [
      "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
      "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0 Safari/537.36",
      "Mozilla/5.0 (Linux; Android 11) Chrome/131 Mobile Safari/537.36 Chrome-Lighthouse",
      "curl/8.5.0",
      "",
    ])
      expect(await send(view(visit(2), "/"), { headers: { "user-agent": ua } }), ua).toMatchObject({ reason: "bot" });
    expect(await send(view(visit(2), "/"), { admin: true })).toMatchObject({ status: 204, reason: "admin" });
    expect(await prisma.insightView.count()).toBe(0);
    expect(await send(view(visit(2), "/"))).toMatchObject({ status: 202 });
    expect(await prisma.insightView.count()).toBe(1);
  });

  it("refuses malformed, oversized and personal payloads, and limits each client", async () => {
    expect(await send("not json")).toMatchObject({ status: 400 });
    expect(await send(view("short", "/"))).toMatchObject({ status: 400 });
    expect(await send(view(visit(3), "https://elsewhere.test/"))).toMatchObject({ status: 400 });
    expect(await send({ ...view(visit(3), "/"), email: "a@b.c" })).toMatchObject({ status: 400 });
    expect(await send({ ...view(visit(3), "/"), device: "fridge" })).toMatchObject({ status: 400 });
    const oversized: BeaconRequest = { body: null, headers: new Headers(), client: "x", ownHost: "studio.test" };
    expect(
      await handleBeacon(oversized, { prisma: async () => prisma, isAdmin: async () => false, secret: "s" }),
    ).toMatchObject({ status: 413 });
    // a UTM tag holding an e-mail address or a long number is not kept; this site as referrer is no referrer
    await send(
      view(visit(3), "/", {
        referrer: "https://studio.test/blogs",
        search: "?utm_source=me%40x.com&utm_campaign=id%2012345678",
      }),
    );
    expect(await prisma.insightView.findFirst()).toMatchObject({ referrerHost: "", utmSource: "", utmCampaign: "" });
    for (let i = 0; i < BEACONS_PER_MINUTE; i++)
      expect((await send(view(visit(3), "/"), { client: "198.51.100.1" })).status).toBe(202);
    const refused = await send(view(visit(3), "/"), { client: "198.51.100.1" });
    expect(refused).toMatchObject({ status: 429, reason: "rate-limited" });
    expect(refused.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect((await send(view(visit(3), "/"), { client: "198.51.100.2" })).status).toBe(202);
  });
});

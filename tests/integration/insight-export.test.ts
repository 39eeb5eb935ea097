import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET } from "@/app/api/admin/insight/route";
import { DATABASE_KINDS, freshDatabase, type TestDatabase } from "../support/database";

describe.each(DATABASE_KINDS)("the Audience section's CSV export on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await freshDatabase(kind);
    const now = new Date();
    await database.prisma.insightView.createMany({
      data: [
        { visitId: "visit-000000000001", path: "/", device: "mobile", referrerHost: "google.com", createdAt: now },
        {
          visitId: "visit-000000000002",
          path: "/blogs",
          device: "desktop",
          utmSource: "-x",
          utmCampaign: "=1+1",
          createdAt: now,
        },
      ],
    });
  }, 240_000);
  afterAll(async () => {
    await database?.close();
  });
  const get = (query: string, signedIn = true) =>
    GET.withDeps({
      getSession: async () => (signedIn ? { email: "owner@studio.test", role: "owner" as const } : null),
      prisma: async () => database.prisma,
      revalidate: () => {},
    })(new Request(`http://studio.test/api/admin/insight?${query}`));

  it("downloads a table of a range whole, spreadsheet-safe", async () => {
    const response = await get("range=7&table=pages");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="pages-7-days-\d{4}-\d\d-\d\d\.csv"$/,
    );
    const csv = await response.text();
    expect(csv.split("\r\n")[0]).toBe("Page,Views,Visits,Entries");
    expect(csv).toContain("/,1,1,1\r\n");
    expect(csv).toContain("/blogs,1,1,1\r\n");
    const campaigns = await (await get("range=7&table=campaigns")).text();
    expect(campaigns).toBe("Source,Medium,Campaign,Visits\r\n'-x,,'=1+1,1\r\n"); // no formula runs in a spreadsheet
    expect(await (await get("range=30&table=referrers")).text()).toBe("Referrer,Visits\r\ngoogle.com,1\r\n");
  });

  it("refuses an unknown range or table with a message, and anyone without a session", async () => {
    const badRange = await get("range=8&table=pages");
    expect(badRange.status).toBe(400);
    expect((await badRange.json()).error).toMatch(/range/);
    expect((await get("range=7&table=visitors")).status).toBe(400);
    expect((await get("range=7&table=pages", false)).status).toBe(401);
  });
});

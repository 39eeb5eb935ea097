import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminDeps, AdminRouteDeps } from "@/lib/admin/action";
import { saveLeadNotesAction, setLeadStatusAction } from "@/lib/leads/actions/lead";
import { leadsCsv } from "@/lib/leads/csv";
import { leadQuerySchema, leadsPage } from "@/lib/leads/inbox-query";
import { GET as exportLeads } from "@/app/api/admin/leads/export/route";
import { downloadError } from "@/lib/download/response";
import { GET as tableRoute } from "@/app/api/admin/tables/[table]/route";
import { DATABASE_KINDS, freshDatabase, type TestDatabase } from "../support/database";

const STATUSES = ["new", "contacted", "qualified", "won", "lost"] as const;
const SOURCES = ["contact", "chat", "service-cta"] as const;
const t0 = Date.UTC(2026, 9, 1); // 1 October 2026
const HOUR = 3_600_000;
const query = (params: Record<string, string> = {}) => leadQuerySchema.parse(params);

describe.each(DATABASE_KINDS)("the lead inbox on %s", (kind) => {
  let database: TestDatabase;
  const session = async () => ({ email: "owner@test.dev", role: "owner" as const });
  const deps = (): AdminDeps => ({ getSession: session, prisma: async () => database.prisma, revalidate: () => {} });
  const routeDeps = (): AdminRouteDeps => ({
    getSession: session,
    prisma: async () => database.prisma,
    revalidate: () => {},
  });

  beforeAll(async () => {
    database = await freshDatabase(kind);
    // 3,000 leads an hour apart: lead i has status i%5, source i%3; every 100th mentions "kubernetes".
    await database.prisma.lead.createMany({
      data: Array.from({ length: 3000 }, (_, i) => ({
        firstName: `Lead${String(i).padStart(4, "0")}`,
        lastName: "X",
        email: `l${i}@x.test`,
        subject: i % 100 === 0 ? "Kubernetes help" : "Hello",
        message: "m",
        status: STATUSES[i % 5],
        source: SOURCES[i % 3],
        page: SOURCES[i % 3] === "service-cta" ? "/web-apps" : null,
        createdAt: new Date(t0 + i * HOUR),
      })),
    });
  }, 240_000);
  afterAll(async () => {
    await database?.close();
  });

  it("pages through thousands of leads newest first, reading only the page", async () => {
    const first = await leadsPage(database.prisma, query());
    expect(first).toMatchObject({ total: 3000, page: 1, pages: 120, size: 25 });
    expect(first.rows.map((l) => l.firstName)).toEqual(Array.from({ length: 25 }, (_, i) => `Lead${2999 - i}`));
    const last = await leadsPage(database.prisma, query({ page: "120", size: "100" }));
    expect(last).toMatchObject({ page: 30, pages: 30, size: 100 }); // past the end: the last page
    expect(last.rows.at(-1)?.firstName).toBe("Lead0000");
  });

  it("searches (any case), filters by status, source and date, and combines them", async () => {
    const found = await leadsPage(database.prisma, query({ q: "KUBERNETES" }));
    expect(found.total).toBe(30);
    const won = await leadsPage(database.prisma, query({ status: "won", source: "chat", size: "100" }));
    // i%5 === 3 and i%3 === 1: i ≡ 13 (mod 15)
    expect(won.total).toBe(200);
    expect(won.rows.every((l) => l.status === "won" && l.source === "chat")).toBe(true);
    // 2 October 2026 is hours 24..47; `to` includes its whole day.
    const day = await leadsPage(
      database.prisma,
      query({ from: "2026-10-02", to: "2026-10-02", sort: "createdAt", dir: "asc" }),
    );
    expect(day.total).toBe(24);
    expect(day.rows[0].firstName).toBe("Lead0024");
    const combined = await leadsPage(database.prisma, query({ q: "kubernetes", source: "contact", status: "new" }));
    // i%100 === 0, i%3 === 0, i%5 === 0: i%300 === 0
    expect(combined.total).toBe(10);
  });

  it("sorts by name, status or source in either direction, ties newest first", async () => {
    const byName = await leadsPage(database.prisma, query({ sort: "name", dir: "asc", size: "10" }));
    expect(byName.rows.map((l) => l.firstName)).toEqual(Array.from({ length: 10 }, (_, i) => `Lead000${i}`));
    const byStatus = await leadsPage(database.prisma, query({ sort: "status", dir: "desc", size: "10" }));
    expect(byStatus.rows.every((l) => l.status === "won")).toBe(true);
    expect(byStatus.rows[0].firstName).toBe("Lead2998"); // the newest "won" lead (2998 % 5 === 3)
  });

  it("refuses a filter that does not parse with a message, through the table's route", async () => {
    const call = (q: string) =>
      tableRoute.withDeps(routeDeps())(new Request(`http://x/api/admin/tables/leads?${q}`), {
        params: Promise.resolve({ table: "leads" }),
      });
    const bad = await call("status=maybe");
    expect(bad.status).toBe(400);
    expect((await bad.json()).error).toBe("The status is one of: new, contacted, qualified, won, lost.");
    expect((await call("page=0")).status).toBe(400);
    expect((await call("from=yesterday")).status).toBe(400);
    const ok = await call("status=lost&sort=createdAt&dir=desc&size=10");
    expect(ok.status).toBe(200);
    const body = await ok.json();
    expect(body).toMatchObject({ total: 600, page: 1, pages: 60, size: 10 });
    expect(body.rows[0]).toMatchObject({
      firstName: "Lead2999",
      status: "lost",
      createdAt: new Date(t0 + 2999 * HOUR).toISOString(),
    });
    const unknown = await tableRoute.withDeps(routeDeps())(new Request("http://x/api/admin/tables/users"), {
      params: Promise.resolve({ table: "users" }),
    });
    expect(unknown.status).toBe(404);
  });

  it("exports exactly the current filter as CSV, in the inbox's order", async () => {
    const response = await exportLeads.withDeps(routeDeps())(
      new Request("http://x/api/admin/leads/export?q=kubernetes&source=service-cta&sort=createdAt&dir=asc"),
    );
    expect(response.status).toBe(200);
    const csv = await response.text();
    const expected = await database.prisma.lead.findMany({
      where: { subject: "Kubernetes help", source: "service-cta" },
      orderBy: { createdAt: "asc" },
    });
    expect(expected).toHaveLength(10); // i%100 === 0 and i%3 === 2
    expect(csv).toBe(leadsCsv(expected));
    expect(csv.split("\r\n")[1]).toContain("Service page CTA,/web-apps,");
    expect(response.headers.get("x-download-summary")).toBe("10 leads"); // what the browser's toast names
    const refused = await exportLeads.withDeps(routeDeps())(new Request("http://x/api/admin/leads/export?dir=up"));
    expect(await downloadError(refused)).toEqual(expect.any(String));
    expect(
      (await exportLeads.withDeps(routeDeps())(new Request("http://x/api/admin/leads/export?dir=up"))).status,
    ).toBe(400);
  });

  it("exports no cell a spreadsheet would run as a formula, whichever separator it splits on (issue 60, #5)", async () => {
    await database.prisma.lead.create({
      data: {
        firstName: "Mallory",
        lastName: 'x;=HYPERLINK("http://evil.example","open")',
        email: "m@x.test",
        subject: "a\t+cmd|' /C calc'!A0",
        message: "line one\n=1+1;@SUM(A1)\r-2",
        status: "won",
        createdAt: new Date(t0 - HOUR),
      },
    });
    const response = await exportLeads.withDeps(routeDeps())(new Request("http://x/api/admin/leads/export?q=mallory"));
    const csv = await response.text();
    const row = csv.slice(csv.indexOf("\r\n") + 2);
    expect(row).toContain("Mallory");
    // Split the way a reader with any of the usual separators would (and at every line break): no cell starts a formula.
    for (const cell of row.split(/[,;\t\r\n]/))
      expect(cell.replace(/^"/, ""), JSON.stringify(cell)).not.toMatch(/^[=+\-@]/);
    expect(row).toContain("x;'=HYPERLINK(");
    expect(row).toContain("a\t'+cmd");
  });

  it("marks leads with a status, all or none, and keeps notes", async () => {
    const [a, b] = await database.prisma.lead.findMany({
      where: { status: "new" },
      orderBy: { createdAt: "asc" },
      take: 2,
    });
    expect(await setLeadStatusAction.withDeps(deps())({ ids: [a.id, b.id], status: "qualified" })).toEqual({
      ok: true,
      data: { count: 2 },
    });
    expect((await database.prisma.lead.findMany({ where: { id: { in: [a.id, b.id] } } })).map((l) => l.status)).toEqual(
      ["qualified", "qualified"],
    );
    // One id that does not exist: nothing is changed.
    const refused = await setLeadStatusAction.withDeps(deps())({ ids: [a.id, "gone"], status: "lost" });
    expect(refused).toMatchObject({ ok: false, code: "not-found" });
    expect((await database.prisma.lead.findUniqueOrThrow({ where: { id: a.id } })).status).toBe("qualified");
    expect(await setLeadStatusAction.withDeps(deps())({ ids: [a.id], status: "maybe" })).toMatchObject({
      ok: false,
      code: "invalid",
    });
    expect(await setLeadStatusAction.withDeps(deps())({ ids: [], status: "won" })).toMatchObject({
      ok: false,
      error: "Select at least one lead.",
    });

    expect(await saveLeadNotesAction.withDeps(deps())({ id: a.id, notes: "  Call on Monday  " })).toEqual({
      ok: true,
      data: undefined,
    });
    expect((await database.prisma.lead.findUniqueOrThrow({ where: { id: a.id } })).notes).toBe("Call on Monday");
    expect((await leadsPage(database.prisma, query({ q: "monday" }))).rows.map((l) => l.id)).toEqual([a.id]);
    const audit = await database.prisma.auditLog.findMany({ where: { entity: "lead" }, orderBy: { createdAt: "asc" } });
    expect(audit.map((e) => e.action)).toEqual(expect.arrayContaining(["mark-qualified", "notes"]));
  });
});

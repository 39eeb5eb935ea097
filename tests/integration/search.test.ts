import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { handleSearch } from "@/lib/search/handle";
import { searchSite } from "@/lib/search/search";
import { recordSearch, searchStats } from "@/lib/search/record";
import { MAX_QUERY_LENGTH, SEARCHES_PER_MINUTE, type SearchResults } from "@/lib/search/schema";
import { runRetention } from "@/lib/retention/run";
import { seedBuiltInContent } from "@/lib/seed";
import { DATABASE_KINDS, freshDatabase, type TestDatabase } from "../support/database";
import { hostileString, UNSTORABLE_STRINGS } from "../support/hostile";

vi.setConfig({ testTimeout: 120_000, hookTimeout: 180_000 });

const hrefs = (results: SearchResults) => results.groups.flatMap((group) => group.hits.map((hit) => hit.href));
const text = (segments: { text: string }[]) => segments.map((s) => s.text).join("");
const project = (id: string, title: string, extra: Record<string, string> = {}) => ({
  id,
  title,
  serviceId: "web-apps",
  description: "A platform for a client.",
  status: "published",
  ...extra,
});

describe.each(DATABASE_KINDS)("site search on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await freshDatabase(kind);
    await seedBuiltInContent(database.prisma);
    await database.prisma.project.createMany({
      data: [
        project("quasar-notes", "Field notes", {
          challenge: "The team had tried the Quasar framework before and wanted something lighter.",
        }),
        project("quasar-billing", "Quasar Billing Engine"),
      ],
    });
  });
  afterAll(async () => {
    await database?.close();
  });

  it("ranks a title match above a body match", async () => {
    const results = await searchSite(database.prisma, "quasar");
    expect(hrefs(results)).toEqual(["/case-study/quasar-billing", "/case-study/quasar-notes"]);
    const [best, other] = results.groups[0].hits;
    expect(best.title).toEqual([
      { text: "Quasar", mark: true },
      { text: " Billing Engine", mark: false },
    ]);
    expect(other.snippet.filter((s) => s.mark).map((s) => s.text)).toEqual(["Quasar"]);
  });

  it("highlights only what matched: marker characters in stored text mark nothing (issue 60, #12)", async () => {
    await database.prisma.project.create({
      data: project("zephyr-marks", "Zephyr \u0001Fake\u0002 Title", {
        description: "The zephyr project. \u0001Forged\u0002 highlight and \u0002stray\u0001 markers.",
      }),
    });
    const [hit] = (await searchSite(database.prisma, "zephyr")).groups.flatMap((group) => group.hits);
    expect(hit.href).toBe("/case-study/zephyr-marks");
    const marked = [...hit.title, ...hit.snippet].filter((segment) => segment.mark).map((s) => s.text.toLowerCase());
    expect(marked.length).toBeGreaterThan(0);
    expect(new Set(marked)).toEqual(new Set(["zephyr"]));
    expect(text(hit.title)).toBe("Zephyr Fake Title");
    expect(text(hit.snippet)).toContain("Forged highlight and stray markers");
  });

  it("finds projects, articles, service pages and products, grouped by type with highlighted snippets", async () => {
    const fintech = await searchSite(database.prisma, "a fintech case study");
    expect(hrefs(fintech)[0]).toBe("/case-study/ledgerly-finance-platform");
    const voice = await searchSite(database.prisma, "voice AI");
    expect(voice.groups.map((g) => g.kind)).toEqual(expect.arrayContaining(["article", "service", "product"]));
    expect(hrefs(voice)).toEqual(expect.arrayContaining(["/products/speaksify", "/ai-calling"]));
    const snippet = voice.groups.find((g) => g.kind === "article")!.hits[0].snippet;
    expect(snippet.some((s) => s.mark && /voice/i.test(s.text))).toBe(true);
    expect(text(snippet)).not.toMatch(/[<>\u0001\u0002]/);
    expect(hrefs(await searchSite(database.prisma, "invoices purchase orders"))).toContain("/products#docsense");
  });

  it("still finds with a typo or an unfinished word", async () => {
    expect(hrefs(await searchSite(database.prisma, "fintch"))).toContain("/case-study/ledgerly-finance-platform");
    expect(hrefs(await searchSite(database.prisma, "qasar billing"))[0]).toBe("/case-study/quasar-billing");
    expect(hrefs(await searchSite(database.prisma, "speaksi"))).toContain("/products/speaksify");
    expect((await searchSite(database.prisma, "zzqxv")).total).toBe(0);
  });

  it("answers a query of only symbols, or of search syntax, with an empty result, never an error", async () => {
    for (const query of ["!!! ???", "<>&;'\"", '"', "-", "or", "the", "'); DROP TABLE portfolios; --", "🙂🙂"]) {
      const outcome = await handleSearch(database.prisma, "10.1.0.1", query);
      expect(outcome.status, query).toBe(200);
      if (outcome.status === 200) expect(outcome.results.total, query).toBe(0);
    }
    expect(await database.prisma.project.count({ where: { id: "quasar-billing" } })).toBe(1);
  });

  it("answers any text, or no text, with results or a message, never an error", async () => {
    const query = fc.oneof(
      hostileString,
      fc.constantFrom(...UNSTORABLE_STRINGS, "fintech\u0000", "\ud83d voice"),
      fc.string({ maxLength: 120 }),
    );
    let client = 0;
    await fc.assert(
      fc.asyncProperty(fc.oneof(query, fc.constant(null), fc.constant(undefined), fc.integer()), async (q) => {
        const outcome = await handleSearch(database.prisma, `10.2.${client >> 8}.${client++ & 255}`, q, {
          record: true,
        });
        expect([200, 400]).toContain(outcome.status);
        if (outcome.status === 400) expect(outcome.error).toBeTruthy();
      }),
      { numRuns: 60 },
    );
  });

  it("refuses a query longer than the limit with a message", async () => {
    const outcome = await handleSearch(database.prisma, "10.1.0.2", "a".repeat(MAX_QUERY_LENGTH + 1));
    expect(outcome).toEqual({ status: 400, error: `Search terms can be at most ${MAX_QUERY_LENGTH} characters.` });
    expect((await handleSearch(database.prisma, "10.1.0.2", ` ${"a".repeat(MAX_QUERY_LENGTH)} `)).status).toBe(200);
  });

  it("limits each client address: 429 with a wait past the limit, other addresses unaffected", async () => {
    for (let i = 0; i < SEARCHES_PER_MINUTE; i++)
      expect((await handleSearch(database.prisma, "10.1.0.3", "saas")).status).toBe(200);
    const refused = await handleSearch(database.prisma, "10.1.0.3", "saas");
    expect(refused.status).toBe(429);
    if (refused.status === 429) {
      expect(refused.retryAfterSeconds).toBeGreaterThanOrEqual(1);
      expect(refused.error).toMatch(/^Too many searches from your network\. Please try again in \d+ seconds?\.$/);
    }
    expect((await handleSearch(database.prisma, "10.1.0.4", "saas")).status).toBe(200);
  });

  it("finds only what is public: not drafts, archived items or scheduled ones before their time", async () => {
    const prisma = database.prisma;
    const hour = 3_600_000;
    await prisma.project.update({ where: { id: "quasar-billing" }, data: { status: "draft" } });
    await prisma.blogPost.update({ where: { id: "voice-ai-lead-response" }, data: { status: "archived" } });
    expect(hrefs(await searchSite(prisma, "quasar"))).toEqual(["/case-study/quasar-notes"]);
    expect(hrefs(await searchSite(prisma, "qasar billing"))).not.toContain("/case-study/quasar-billing");
    expect(hrefs(await searchSite(prisma, "voice AI"))).not.toContain("/blog/voice-ai-lead-response");
    await prisma.project.update({
      where: { id: "quasar-billing" },
      data: { status: "scheduled", publishAt: new Date(Date.now() + hour) },
    });
    expect(hrefs(await searchSite(prisma, "quasar"))).toEqual(["/case-study/quasar-notes"]);
    await prisma.project.update({ where: { id: "quasar-billing" }, data: { publishAt: new Date(Date.now() - hour) } });
    expect(hrefs(await searchSite(prisma, "quasar"))[0]).toBe("/case-study/quasar-billing");
    await prisma.project.update({ where: { id: "quasar-billing" }, data: { status: "published" } });
    await prisma.blogPost.update({ where: { id: "voice-ai-lead-response" }, data: { status: "published" } });
  });

  it("records searches normalised, without personal data, for the dashboard, and prunes them after 13 months", async () => {
    await database.prisma.searchDaily.deleteMany(); // what the tests above searched
    const now = new Date("2026-11-25T10:00:00Z");
    await recordSearch(database.prisma, "Voice  AI", 5, now);
    await recordSearch(database.prisma, "voice ai", 5, now);
    await recordSearch(database.prisma, "blockchain", 0, now);
    await recordSearch(database.prisma, "call me at +44 20 7946 0958 or jo@example.com", 0, now);
    await recordSearch(database.prisma, "old", 1, new Date("2025-10-01T10:00:00Z"));
    const stats = await searchStats(database.prisma, { now });
    expect(stats.frequent[0]).toEqual({ query: "voice ai", searches: 2, results: 5 });
    expect(stats.unanswered.map((s) => s.query).sort()).toEqual(["blockchain", "call me at [number] or [email]"]);
    expect(stats.frequent.map((s) => s.query)).not.toContain("old");
    const report = await runRetention(database.prisma, now);
    expect(report?.searchDays).toBe(1);
    expect(await database.prisma.searchDaily.count()).toBe(3);
  });
});

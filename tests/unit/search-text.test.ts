import { describe, expect, it } from "vitest";
import { isSearchable, normalizeQuery, queryWords } from "@/lib/search/query-text";
import { MARK_END, MARK_START, toSegments } from "@/lib/search/snippet";
import { joinPieces, sitePageDocuments } from "@/lib/search/site-pages";
import { searchQuerySchema } from "@/lib/search/schema";
import { isKnownRoute } from "@/lib/routes";
import { paletteGroups } from "@/components/site/search/palette-options";

describe("search text", () => {
  it("splits a headline into plain and marked runs, keeping no markup or markers", () => {
    const headline = `We <b>built</b> a ${MARK_START}fintech${MARK_END} platform &amp; <script>alert(1)</script> more`;
    const segments = toSegments(headline);
    expect(segments.filter((s) => s.mark)).toEqual([{ text: "fintech", mark: true }]);
    expect(segments.map((s) => s.text).join("")).toBe("We built a fintech platform & alert(1) more");
  });

  it("opens a headline cut inside a sentence with an ellipsis", () => {
    expect(toSegments(`calls every ${MARK_START}lead${MARK_END} in seconds`)).toEqual([
      { text: "… ", mark: false },
      { text: "calls every ", mark: false },
      { text: "lead", mark: true },
      { text: " in seconds", mark: false },
    ]);
    expect(toSegments(`${MARK_START}Lead${MARK_END} calls`)[0]).toEqual({ text: "Lead", mark: true });
    expect(toSegments("Voice AI calls")[0].text).toBe("Voice AI calls");
  });

  it("sets off titles and list items in a page's searchable text", () => {
    expect(
      joinPieces(["Voice AI", "AI calls every lead in 30 seconds", "300-500% ROI in 90 days", "Ends here.", "Next"]),
    ).toBe("Voice AI · AI calls every lead in 30 seconds · 300-500% ROI in 90 days · Ends here. Next");
    expect(sitePageDocuments().find((d) => d.path === "/products#tracewell")?.body).toMatch(/ · /);
  });

  it("normalises a query for counting and masks e-mail addresses and long numbers", () => {
    expect(normalizeQuery("  Voice   AI ")).toBe("voice ai");
    expect(normalizeQuery("ＦＩＮＴＥＣＨ")).toBe("fintech");
    expect(normalizeQuery("call +44 20 7946 0958 or Jo.Doe@example.com")).toBe("call [number] or [email]");
    expect(normalizeQuery("react 19")).toBe("react 19");
  });

  it("tells a searchable query from one of only symbols", () => {
    expect(isSearchable("!!! <> ;")).toBe(false);
    expect(isSearchable("🙂")).toBe(false);
    expect(isSearchable("c#")).toBe(true);
    expect(isSearchable("日本")).toBe(true);
    expect(queryWords("Voice-AI, for SaaS!")).toEqual(["voice", "ai", "for", "saas"]);
  });

  it("checks the query's length after trimming", () => {
    expect(searchQuerySchema.parse(`  ${"a".repeat(100)}  `)).toHaveLength(100);
    expect(searchQuerySchema.safeParse("a".repeat(101)).success).toBe(false);
    expect(searchQuerySchema.parse(undefined)).toBe("");
  });

  it("indexes every service page and product with its words, at a path the site answers", () => {
    const documents = sitePageDocuments();
    expect(documents.filter((d) => d.kind === "service")).toHaveLength(12);
    expect(documents.filter((d) => d.kind === "product").map((d) => d.path)).toEqual([
      "/products/speaksify",
      "/products#tracewell",
      "/products#docsense",
    ]);
    for (const document of documents) {
      expect(isKnownRoute(document.path.split("#")[0]), document.path).toBe(true);
      expect(document.body.length, document.path).toBeGreaterThan(100);
      expect(document.body).not.toMatch(/\/images\//);
    }
  });

  it("offers recent searches while the palette is empty, else the results by type and a last 'see all'", () => {
    expect(paletteGroups("", ["saas", "iot"], undefined)).toEqual([
      {
        id: "recent",
        label: "Recent searches",
        options: [
          { id: "recent-0", kind: "recent", query: "saas" },
          { id: "recent-1", kind: "recent", query: "iot" },
        ],
      },
    ]);
    expect(paletteGroups(" ", [], undefined)).toEqual([]);
    const hit = { kind: "service" as const, href: "/iot", title: [{ text: "IoT", mark: true }], snippet: [] };
    const groups = paletteGroups(" iot ", [], {
      query: "iot",
      total: 1,
      groups: [{ kind: "service", label: "Services", hits: [hit] }],
    });
    expect(groups.map((g) => g.label)).toEqual(["Services", "Search page"]);
    expect(groups[1].options).toEqual([{ id: "all-results", kind: "all", query: "iot" }]);
  });
});

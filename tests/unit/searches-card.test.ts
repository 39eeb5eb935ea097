import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { SearchStats } from "@/components/admin/dashboard/searches-card";
import type { SearchStat } from "@/lib/search/record";

const text = (frequent: SearchStat[], unanswered: SearchStat[]) =>
  renderToStaticMarkup(createElement(SearchStats, { frequent, unanswered }))
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ");

describe("the dashboard's site searches", () => {
  it("says there were none yet in both lists, rather than that every search found something", () => {
    expect(text([], [])).toContain("Most frequent No searches yet. Found nothing No searches yet.");
  });

  it("says every search found something only when there were searches", () => {
    expect(text([{ query: "ai agents", searches: 3, results: 4 }], [])).toContain(
      "Found nothing Every search found something.",
    );
  });

  it("lists the searches that found nothing with their counts", () => {
    expect(
      text(
        [{ query: "quantum knitting", searches: 2, results: 0 }],
        [{ query: "quantum knitting", searches: 2, results: 0 }],
      ),
    ).toContain("Found nothing quantum knitting 2");
  });
});

import { describe, expect, it } from "vitest";
import { FIRST_ROW_CARDS, spansRow } from "@/components/site/portfolio/grid-layout";

describe("the portfolio grid's layout", () => {
  it("the first study leads across its row, the rest go two-up, an odd one out at the end fills its row", () => {
    expect([0, 1, 2, 3].map((i) => spansRow(i, 4))).toEqual([true, false, false, true]);
    expect([0, 1, 2, 3, 4].map((i) => spansRow(i, 5))).toEqual([true, false, false, false, false]);
    expect(spansRow(0, 1)).toBe(true);
  });

  it("its first row holds the cards up to the first that does not span a row alone (which images load first)", () => {
    for (const count of [2, 3, 4, 7]) {
      const firstRow = spansRow(0, count) ? 1 : 2;
      expect(FIRST_ROW_CARDS).toBe(firstRow);
    }
  });
});

import { describe, expect, it } from "vitest";
import { balancedGrid, balancedItem } from "@/components/ui/balanced-grid";

const span = (cls: string) => Number(/(?:^| )lg:col-span-(\d+)/.exec(cls)?.[1] ?? 0);
const track = (grid: string) => Number(/lg:grid-cols-(\d+)/.exec(grid)?.[1] ?? 1);

/** Widths (in tracks) of each row at `lg`, filling rows left to right. */
function rows(count: number, max: number) {
  const columns = track(balancedGrid(count, max));
  const widths: number[] = [];
  let row = 0;
  for (let i = 0; i < count; i++) {
    const w = span(balancedItem(i, count, max)) || 1;
    if (row + w > columns) {
      widths.push(row);
      row = 0;
    }
    row += w;
  }
  widths.push(row);
  return { columns, widths };
}

describe("balanced grids", () => {
  it("fill every row at lg for 1 to 12 items", () => {
    for (const max of [2, 3, 4]) {
      for (let count = 1; count <= 12; count++) {
        const { columns, widths } = rows(count, max);
        expect(
          widths.every((w) => w === columns),
          `${count} items, max ${max}: ${widths}`,
        ).toBe(true);
      }
    }
  });

  it("choose columns by count and widen a short last row", () => {
    expect(balancedGrid(4, 3)).toContain("lg:grid-cols-2");
    expect(balancedGrid(3, 3)).toContain("lg:grid-cols-3");
    expect(balancedGrid(7, 4)).toContain("lg:grid-cols-12");
    expect([4, 5, 6].map((i) => balancedItem(i, 7, 4))).toEqual([
      "lg:col-span-4",
      "lg:col-span-4",
      "sm:max-lg:col-span-2 lg:col-span-4",
    ]);
  });

  it("span the odd last item across both tablet columns", () => {
    expect(balancedItem(2, 3)).toContain("sm:max-lg:col-span-2");
    expect(balancedItem(1, 3)).not.toContain("sm:max-lg:col-span-2");
    expect(balancedItem(3, 4)).toBe("");
  });
});

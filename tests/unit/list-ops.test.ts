import { describe, expect, it } from "vitest";
import { duplicateItem, focusAfterRemove, insertItem, moveItem, removeItem, replaceItem } from "@/lib/forms/list-ops";
import { metricRows, metricsRecord } from "@/lib/projects/list-rules";

describe("the list editor's operations", () => {
  const list = ["a", "b", "c", "d"] as const;

  it("moves an entry up, down, to either end, and clamps a move past the ends", () => {
    expect(moveItem(list, 1, 0)).toEqual(["b", "a", "c", "d"]);
    expect(moveItem(list, 1, 2)).toEqual(["a", "c", "b", "d"]);
    expect(moveItem(list, 0, 3)).toEqual(["b", "c", "d", "a"]);
    expect(moveItem(list, 3, 0)).toEqual(["d", "a", "b", "c"]);
    expect(moveItem(list, 0, -1)).toEqual(["a", "b", "c", "d"]);
    expect(moveItem(list, 3, 9)).toEqual(["a", "b", "c", "d"]);
    expect(moveItem(list, 7, 0)).toEqual(["a", "b", "c", "d"]);
    expect(moveItem(list, 2, 2)).toEqual(["a", "b", "c", "d"]);
  });

  it("duplicates an entry right after it; an object entry is copied, not shared", () => {
    expect(duplicateItem(list, 1)).toEqual(["a", "b", "b", "c", "d"]);
    expect(duplicateItem(list, 3)).toEqual(["a", "b", "c", "d", "d"]);
    expect(duplicateItem(list, 4)).toEqual(["a", "b", "c", "d"]);
    const metrics = [{ label: "Uptime", value: "99%", description: "A year" }];
    const copied = duplicateItem(metrics, 0);
    expect(copied).toEqual([metrics[0], metrics[0]]);
    expect(copied[1]).not.toBe(metrics[0]);
  });

  it("removes, replaces and inserts by index, and never changes its argument", () => {
    expect(removeItem(list, 0)).toEqual(["b", "c", "d"]);
    expect(removeItem(list, 3)).toEqual(["a", "b", "c"]);
    expect(removeItem(list, 4)).toEqual(["a", "b", "c", "d"]);
    expect(replaceItem(list, 2, "C")).toEqual(["a", "b", "C", "d"]);
    expect(replaceItem(list, -1, "X")).toEqual(["a", "b", "c", "d"]);
    expect(insertItem(list, 1, "x")).toEqual(["a", "x", "b", "c", "d"]);
    expect(insertItem(list, 9, "x")).toEqual(["a", "b", "c", "d", "x"]);
    expect(insertItem([], 0, "x")).toEqual(["x"]);
    expect(list).toEqual(["a", "b", "c", "d"]);
  });

  it("after a removal the focus goes to the entry that took its place, else the one before, else nowhere", () => {
    expect(focusAfterRemove(4, 1)).toBe(1);
    expect(focusAfterRemove(4, 3)).toBe(2);
    expect(focusAfterRemove(1, 0)).toBeNull();
  });
});

describe("headline metrics edited as rows", () => {
  it("keeps the authored order both ways", () => {
    const stored = { Uptime: "99.99%", Users: "2M", Latency: "40 ms" };
    expect(metricsRecord(metricRows(stored))).toEqual(stored);
    expect(Object.keys(metricsRecord(metricRows(stored)))).toEqual(["Uptime", "Users", "Latency"]);
    const reordered = metricsRecord(moveItem(metricRows(stored), 2, 0));
    expect(Object.keys(reordered)).toEqual(["Latency", "Uptime", "Users"]);
  });

  it("leaves out a row without a label and trims labels; of two rows with one label the last value wins", () => {
    expect(
      metricsRecord([
        { label: " Uptime ", value: "99%" },
        { label: "  ", value: "2M" },
        { label: "Users", value: "1M" },
        { label: "Uptime", value: "100%" },
      ]),
    ).toEqual({ Uptime: "100%", Users: "1M" });
  });
});

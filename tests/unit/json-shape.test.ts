import { describe, expect, it } from "vitest";
import { scanJsonShape } from "@/lib/backup/json-shape";

describe("the import's shape scan before JSON.parse", () => {
  it("counts the entries of each top-level list and the deepest nesting, ignoring brackets inside strings", () => {
    const text = JSON.stringify(
      {
        version: "1.0",
        projects: [{ id: "a", title: "[{,]}", techStack: [{ category: "x", technologies: ["a", "b"] }] }, { id: "b" }],
        blogs: [],
        other: ["x", "y", "z"],
      },
      null,
      2,
    );
    expect(scanJsonShape(text)).toEqual({ depth: 6, entries: { projects: 2, blogs: 0, other: 3 } });
  });

  it("handles escaped quotes and backslashes in strings", () => {
    expect(scanJsonShape(String.raw`{"projects": [{"t": "a \" [ \\"}, 1, "x"]}`)).toEqual({
      depth: 3,
      entries: { projects: 3 },
    });
  });

  it("agrees with JSON.parse on the counts of real exports", () => {
    const data = {
      projects: Array.from({ length: 37 }, (_, i) => ({ id: `p${i}`, gallery: ["a", "b"] })),
      blogs: [{ tags: [] }],
    };
    const shape = scanJsonShape(JSON.stringify(data));
    expect(shape.entries).toEqual({ projects: data.projects.length, blogs: data.blogs.length });
  });
});

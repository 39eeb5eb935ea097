import { describe, expect, it } from "vitest";
import { developmentRoadmap, techStackHeading, whyChooseUs } from "@/content/case-study";
import { wrapIndex } from "@/components/site/case-study/wrap-index";
import { PROJECT_TYPES } from "@/lib/projects/schema";

describe("case-study content", () => {
  const variants = [...PROJECT_TYPES, "default"] as const;
  it("has five Why Choose Us points for each of the six types and the default", () => {
    for (const type of variants) expect(whyChooseUs[type], type).toHaveLength(5);
  });
  it("has a 12-step roadmap per type and 8 steps by default", () => {
    for (const type of PROJECT_TYPES) expect(developmentRoadmap[type], type).toHaveLength(12);
    expect(developmentRoadmap.default).toHaveLength(8);
  });
  it("has a tech-stack heading per type, all different", () => {
    expect(new Set(variants.map((t) => techStackHeading[t])).size).toBe(variants.length);
  });
  it("never repeats a title inside a list (titles are React keys)", () => {
    for (const list of [...Object.values(whyChooseUs), ...Object.values(developmentRoadmap)]) {
      expect(new Set(list.map((p) => p.title)).size).toBe(list.length);
    }
  });
});

describe("lightbox index", () => {
  it("wraps next from last to first and previous from first to last", () => {
    expect(wrapIndex(4, 4)).toBe(0);
    expect(wrapIndex(-1, 4)).toBe(3);
    expect(wrapIndex(2, 4)).toBe(2);
    expect(wrapIndex(-5, 4)).toBe(3);
    expect(wrapIndex(0, 0)).toBe(0);
  });
});

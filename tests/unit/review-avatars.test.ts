import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { reviews } from "@/content/reviews";
import { initialsOf, reviewersIn } from "../../tools/art/brand.mjs";

describe("review avatars", () => {
  it("carry the initials of the reviewer they belong to", () => {
    expect(initialsOf("Rohan Kapoor")).toBe("RK");
    expect(initialsOf("  emily   de la Carter ")).toBe("EC");
    expect(initialsOf("Cher")).toBe("C");
    const pairs = reviewersIn(fs.readFileSync("content/reviews.ts", "utf8")) as [number, string][];
    // Every review's image is drawn for that review's own name.
    expect(pairs).toEqual(reviews.map((r) => [Number(/review-(\d+)\.webp$/.exec(r.image)![1]), r.name]));
  });
});

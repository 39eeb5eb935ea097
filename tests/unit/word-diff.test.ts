import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { diffWords } from "@/lib/revisions/word-diff";

const side = (parts: ReturnType<typeof diffWords>, drop: "added" | "removed") =>
  parts.filter((p) => !p[drop]).map((p) => p.value).join("");

describe("diffWords", () => {
  it("marks the words that changed, keeping the rest", () => {
    expect(diffWords("The quick brown fox jumps.", "The slow red fox jumps.")).toEqual([
      { value: "The " }, { value: "quick brown", removed: true }, { value: "slow red", added: true }, { value: " fox jumps." },
    ]);
    expect(diffWords("one two three", "one three")).toEqual([{ value: "one " }, { value: "two ", removed: true }, { value: "three" }]);
    expect(diffWords("one three", "one two three")).toEqual([{ value: "one " }, { value: "two ", added: true }, { value: "three" }]);
    expect(diffWords("", "new")).toEqual([{ value: "new", added: true }]);
    expect(diffWords("same", "same")).toEqual([{ value: "same" }]);
  });

  it("shows a text too different to diff cheaply as replaced whole", () => {
    expect(diffWords("a b c d", "w x y z", 2)).toEqual([{ value: "a b c d", removed: true }, { value: "w x y z", added: true }]);
  });

  it("always rebuilds both texts exactly", () => {
    const text = fc.array(fc.constantFrom("a", "b", "c", " ", "\n", "dd"), { maxLength: 40 }).map((t) => t.join(""));
    fc.assert(fc.property(text, text, (before, after) => {
      const parts = diffWords(before, after);
      expect(side(parts, "added")).toBe(before);
      expect(side(parts, "removed")).toBe(after);
      expect(parts.every((p) => p.value.length > 0)).toBe(true);
    }), { numRuns: 500 });
  });

  it("diffs a long body with a small change in little time", () => {
    const words = Array.from({ length: 30_000 }, (_, i) => `w${i}`).join(" ");
    const changed = words.replace("w15000", "changed");
    const started = performance.now();
    const parts = diffWords(words, changed);
    expect(performance.now() - started).toBeLessThan(2000);
    expect(parts.filter((p) => p.added || p.removed)).toEqual([{ value: "w15000", removed: true }, { value: "changed", added: true }]);
  });
});

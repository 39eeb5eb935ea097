import { describe, expect, it } from "vitest";
import { diffWords } from "@/lib/revisions/word-diff";

describe("diffWords", () => {
  it("marks the words that changed, keeping the rest", () => {
    expect(diffWords("The quick brown fox jumps.", "The slow red fox jumps.")).toEqual([
      { value: "The " },
      { value: "quick brown", removed: true },
      { value: "slow red", added: true },
      { value: " fox jumps." },
    ]);
    expect(diffWords("one two three", "one three")).toEqual([
      { value: "one " },
      { value: "two ", removed: true },
      { value: "three" },
    ]);
    expect(diffWords("one three", "one two three")).toEqual([
      { value: "one " },
      { value: "two ", added: true },
      { value: "three" },
    ]);
    expect(diffWords("", "new")).toEqual([{ value: "new", added: true }]);
    expect(diffWords("same", "same")).toEqual([{ value: "same" }]);
  });

  it("shows a change of nothing but whitespace", () => {
    expect(diffWords("First.\n\nSecond.", "First.\nSecond.")).toEqual([
      { value: "First.\n" },
      { value: "\n", removed: true },
      { value: "Second." },
    ]);
  });

  it("shows a text too different to diff cheaply as replaced whole", () => {
    expect(diffWords("a b c d", "w x y z", 2)).toEqual([
      { value: "a b c d", removed: true },
      { value: "w x y z", added: true },
    ]);
  });

  it("diffs a long body with a small change in little time", () => {
    const words = Array.from({ length: 30_000 }, (_, i) => `w${i}`).join(" ");
    const started = performance.now();
    const parts = diffWords(words, words.replace("w15000", "changed"));
    expect(performance.now() - started).toBeLessThan(2000);
    expect(parts.filter((p) => p.added || p.removed)).toEqual([
      { value: "w15000", removed: true },
      { value: "changed", added: true },
    ]);
  });
});

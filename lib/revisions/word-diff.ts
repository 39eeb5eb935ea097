import { diffWords as wordChanges, diffWordsWithSpace, type ChangeObject } from "diff";

/** One piece of a word diff: kept text, or text removed or added. */
export interface DiffPart {
  value: string;
  added?: boolean;
  removed?: boolean;
}

/** Beyond this many differing words a text is shown as replaced whole (the diff's time and memory grow with it). */
const MAX_EDIT_DISTANCE = 2000;

const toPart = ({ value, added, removed }: ChangeObject<string>): DiffPart =>
  added ? { value, added } : removed ? { value, removed } : { value };

const changes = (parts: ChangeObject<string>[]) => parts.some((p) => p.added || p.removed);

/** A diff of two texts by words (the `diff` package): a change of words reads as one replacement ("quick brown" →
 *  "slow red"); a change of nothing but whitespace (a paragraph break) is shown by the whitespace diff instead. */
export function diffWords(before: string, after: string, maxEditLength = MAX_EDIT_DISTANCE): DiffPart[] {
  if (before === after) return before ? [{ value: before }] : [];
  const byWords = wordChanges(before, after, { maxEditLength });
  const parts = byWords && changes(byWords) ? byWords : diffWordsWithSpace(before, after, { maxEditLength });
  if (!parts) {
    const whole: DiffPart[] = [
      { value: before, removed: true },
      { value: after, added: true },
    ];
    return whole.filter((p) => p.value);
  }
  return parts.filter((p) => p.value).map(toPart);
}

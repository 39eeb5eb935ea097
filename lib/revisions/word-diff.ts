/** One piece of a word diff, shaped like the `diff` package's change objects: kept text, or text removed or added. */
export interface DiffPart {
  value: string;
  added?: boolean;
  removed?: boolean;
}

/** Beyond this many differing tokens a text is shown as replaced whole (the diff's time and memory grow with it). */
export const MAX_EDIT_DISTANCE = 2000;

const tokens = (text: string) => text.match(/\s+|[^\s]+/g) ?? [];

type Op = { kind: "equal" | "removed" | "added"; value: string };

/** The shortest edit script from `a` to `b` (Myers' O(ND) algorithm), or null when it is longer than `maxD`. */
function editScript(a: string[], b: string[], maxD: number): Op[] | null {
  const n = a.length, m = b.length, offset = n + m + 1;
  const v = new Int32Array(2 * offset + 1);
  const trace: Int32Array[] = [];
  for (let d = 0; d <= Math.min(maxD, n + m); d++) {
    for (let k = -d; k <= d; k += 2) {
      let x = k === -d || (k !== d && v[offset + k - 1] < v[offset + k + 1]) ? v[offset + k + 1] : v[offset + k - 1] + 1;
      let y = x - k;
      while (x < n && y < m && a[x] === b[y]) { x++; y++; }
      v[offset + k] = x;
      if (x >= n && y >= m) {
        trace.push(v.slice(offset - d, offset + d + 1));
        return backtrack(a, b, trace);
      }
    }
    trace.push(v.slice(offset - d, offset + d + 1));
  }
  return null;
}

function backtrack(a: string[], b: string[], trace: Int32Array[]): Op[] {
  const ops: Op[] = [];
  let x = a.length, y = b.length;
  for (let d = trace.length - 1; d > 0; d--) {
    const prev = trace[d - 1], at = (k: number) => prev[k + d - 1];
    const k = x - y;
    const down = k === -d || (k !== d && at(k - 1) < at(k + 1));
    const prevK = down ? k + 1 : k - 1;
    const prevX = at(prevK), prevY = prevX - prevK;
    for (; x > prevX && y > prevY; y--) ops.push({ kind: "equal", value: a[--x] });
    if (down) ops.push({ kind: "added", value: b[--y] });
    else ops.push({ kind: "removed", value: a[--x] });
  }
  while (x > 0) ops.push({ kind: "equal", value: a[--x] });
  return ops.reverse();
}

/** Joins the script into parts: each run of changes becomes one removed and one added part (a single space kept
 *  between two changes counts as changed too, so "quick brown" → "slow red" reads as one replacement). */
function toParts(ops: Op[]): DiffPart[] {
  const parts: DiffPart[] = [];
  let removed = "", added = "";
  const flush = () => {
    if (removed) parts.push({ value: removed, removed: true });
    if (added) parts.push({ value: added, added: true });
    removed = added = "";
  };
  ops.forEach((op, i) => {
    const inChange = op.kind === "equal" && Boolean(removed || added) && /^\s+$/.test(op.value) && ops[i + 1] && ops[i + 1].kind !== "equal";
    if (op.kind === "removed" || inChange) removed += op.value;
    if (op.kind === "added" || inChange) added += op.value;
    if (op.kind === "equal" && !inChange) {
      flush();
      const last = parts.at(-1);
      if (last && !last.added && !last.removed) last.value += op.value;
      else parts.push({ value: op.value });
    }
  });
  flush();
  return parts;
}

/** A diff of two texts by words (whitespace kept), like the `diff` package's diffWordsWithSpace. */
export function diffWords(before: string, after: string, maxD = MAX_EDIT_DISTANCE): DiffPart[] {
  if (before === after) return before ? [{ value: before }] : [];
  const a = tokens(before), b = tokens(after);
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let end = 0;
  while (end < a.length - start && end < b.length - start && a[a.length - 1 - end] === b[b.length - 1 - end]) end++;
  const middle = editScript(a.slice(start, a.length - end), b.slice(start, b.length - end), maxD)
    ?? [{ kind: "removed" as const, value: a.slice(start, a.length - end).join("") }, { kind: "added" as const, value: b.slice(start, b.length - end).join("") }];
  const ops: Op[] = [
    ...a.slice(0, start).map((value) => ({ kind: "equal" as const, value })),
    ...middle.filter((op) => op.value),
    ...a.slice(a.length - end).map((value) => ({ kind: "equal" as const, value })),
  ];
  return toParts(ops);
}

import { entities } from "@/lib/entities";

/** Entries one import may hold per entity: far above a studio's content, far below a flood. */
export const MAX_IMPORT_ENTRIES = 2_000;
/** An export nests 6 deep at most (file → list → record → tech stack → category → technologies); 16 leaves room
 *  and stops a bomb. */
const MAX_IMPORT_DEPTH = 16;

export interface JsonShape {
  depth: number;
  /** Values directly inside each top-level list, by its key. */
  entries: Record<string, number>;
}

/** One pass over JSON text before JSON.parse builds any object: the deepest nesting and the number of entries of
 *  each top-level list, so a file of 200,000 empty records or 100,000 nested brackets costs a scan, not memory. */
export function scanJsonShape(text: string): JsonShape {
  const entries: Record<string, number> = {};
  let depth = 0;
  let deepest = 0;
  let inString = false;
  let stringStart = 0;
  let lastKey = "";
  let list: string | null = null;
  let expectValue = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92)
        i++; // backslash: skip the escaped character
      else if (c === 34) {
        inString = false;
        if (depth === 1) lastKey = text.slice(stringStart, i);
      }
      continue;
    }
    if (c === 32 || c === 10 || c === 13 || c === 9) continue;
    if (depth === 2 && list !== null && expectValue && c !== 93) {
      entries[list] = (entries[list] ?? 0) + 1;
      expectValue = false;
    }
    if (c === 34) {
      inString = true;
      stringStart = i + 1;
    } else if (c === 123 || c === 91) {
      depth++;
      deepest = Math.max(deepest, depth);
      if (depth === 2 && c === 91) {
        list = lastKey;
        entries[list] ??= 0;
        expectValue = true;
      }
    } else if (c === 125 || c === 93) {
      depth--;
      if (depth === 1) list = null;
    } else if (c === 44 && depth === 2 && list !== null) {
      expectValue = true;
    }
  }
  return { depth: deepest, entries };
}

const NAMES: Record<string, string> = Object.fromEntries(entities.map((e) => [e.key, e.labels.many]));

/** Why a file's shape is refused before parsing, or null. */
export function shapeProblem(text: string): string | null {
  const shape = scanJsonShape(text);
  if (shape.depth > MAX_IMPORT_DEPTH) {
    return `The file is nested ${shape.depth} levels deep; a studio export is at most ${MAX_IMPORT_DEPTH}`;
  }
  for (const [key, count] of Object.entries(shape.entries)) {
    if (count > MAX_IMPORT_ENTRIES && key in NAMES) {
      return `The file lists ${count.toLocaleString("en-US")} ${NAMES[key]}; at most ${MAX_IMPORT_ENTRIES.toLocaleString("en-US")} can be imported at once`;
    }
  }
  return null;
}

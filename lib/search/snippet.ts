import type { Segment } from "./schema";

/** What ts_headline puts around a matched word (control characters, which no stored text contains). */
export const MARK_START = "\u0001";
export const MARK_END = "\u0002";

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", nbsp: " " };

/** Text for display: markup a stored body may still hold is dropped and the commonest entities decoded. The result
 *  is rendered as text by React, never as HTML, so nothing in it can run. */
function plain(text: string): string {
  return text
    .replace(/<[^>]*>?/g, " ")
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name])
    .replace(/[\u0000-\u0008\u000b-\u001f]/g, "")
    .replace(/\s+/g, " ");
}

/** A headline from the database split into plain and highlighted runs; one that starts inside a sentence (a
 *  lower-case first letter) opens with "… ", as its fragments are joined by one. */
export function toSegments(headline: string): Segment[] {
  const segments: Segment[] = [];
  for (const [index, part] of headline.split(new RegExp(`[${MARK_START}${MARK_END}]`)).entries()) {
    const text = plain(part);
    if (text) segments.push({ text, mark: index % 2 === 1 });
  }
  if (segments.length) {
    segments[0].text = segments[0].text.trimStart();
    segments[segments.length - 1].text = segments[segments.length - 1].text.trimEnd();
    if (/^\p{Ll}/u.test(segments[0].text)) segments.unshift({ text: "… ", mark: false });
  }
  return segments.filter((segment) => segment.text);
}

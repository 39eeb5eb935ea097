/** Words read per minute when estimating an article's reading time. */
const WORDS_PER_MINUTE = 200;

/** The visible text of plain text or simple HTML: tags become spaces, entities are dropped. */
export function stripHtml(text: string): string {
  return text.replace(/<[^>]*>/g, " ").replace(/&(?:[a-z]+|#\d+|#x[0-9a-f]+);/gi, "");
}

/** Counts the words of a text (HTML tags ignored); a token counts only if it holds a letter or digit. */
export function countWords(text: string): number {
  return stripHtml(text)
    .split(/\s+/)
    .filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
}

/** Reading time in whole minutes: words / 200 rounded up, never less than 1. */
export function readingTimeFor(text: string): number {
  return Math.max(1, Math.ceil(countWords(text) / WORDS_PER_MINUTE));
}

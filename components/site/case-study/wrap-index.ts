/** The lightbox's index rule (spec 001 §4): next wraps from last to first, previous from first to last. */
export function wrapIndex(index: number, length: number): number {
  if (length <= 0) return 0;
  return ((index % length) + length) % length;
}

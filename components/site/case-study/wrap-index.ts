/** The lightbox's index rule: next wraps from last to first, previous from first to last. */
export function wrapIndex(index: number, length: number): number {
  if (length <= 0) return 0;
  return ((index % length) + length) % length;
}

/** The operations of an in-place list editor (components/admin/form/list-editor.client.tsx): each returns a new
 *  array and leaves its argument alone; an index out of range changes nothing. */

const inRange = (list: readonly unknown[], index: number) =>
  Number.isInteger(index) && index >= 0 && index < list.length;

/** `list` with the entry at `from` moved to `to` (clamped to the list's ends). */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  if (!inRange(list, from)) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(Math.max(0, Math.min(Math.trunc(to), next.length)), 0, item);
  return next;
}

/** `list` with a copy of the entry at `index` right after it; `copy` clones an object entry (a shallow copy by
 *  default, so editing the copy does not edit the original). */
export function duplicateItem<T>(list: readonly T[], index: number, copy: (item: T) => T = shallowCopy): T[] {
  if (!inRange(list, index)) return [...list];
  return [...list.slice(0, index + 1), copy(list[index]), ...list.slice(index + 1)];
}

/** `list` without the entry at `index`. */
export function removeItem<T>(list: readonly T[], index: number): T[] {
  return list.filter((_, i) => i !== index);
}

/** `list` with `item` in place of the entry at `index`. */
export function replaceItem<T>(list: readonly T[], index: number, item: T): T[] {
  return inRange(list, index) ? list.map((v, i) => (i === index ? item : v)) : [...list];
}

/** `list` with `item` inserted at `index` (clamped: past the end appends). */
export function insertItem<T>(list: readonly T[], index: number, item: T): T[] {
  const at = Math.max(0, Math.min(Math.trunc(index), list.length));
  return [...list.slice(0, at), item, ...list.slice(at)];
}

function shallowCopy<T>(item: T): T {
  if (Array.isArray(item)) return [...item] as T;
  if (item && typeof item === "object") return { ...item };
  return item;
}

/** Where the focus goes when the entry at `index` of a list of `length` entries is removed: the entry that takes its
 *  place, else the one before it, else nothing (the list is then empty). */
export function focusAfterRemove(length: number, index: number): number | null {
  if (length <= 1) return null;
  return index < length - 1 ? index : index - 1;
}

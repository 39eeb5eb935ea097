"use client";

import { useId, useRef, useState, type DragEvent, type KeyboardEvent, type ReactNode } from "react";
import { flushSync } from "react-dom";
import { Icon } from "@/components/ui/icon";
import { duplicateItem, focusAfterRemove, insertItem, moveItem, removeItem, replaceItem } from "@/lib/forms/list-ops";
import { labelClass } from "./field-styles";

/** What a list editor hands to each entry's form. */
export interface EntryProps<T> {
  value: T;
  index: number;
  /** The entry's name, e.g. "Approach step 2": the label of its input, or of its group of inputs. */
  name: string;
  /** The id of the entry's first input: Add and Duplicate move the focus there. */
  id: string;
  onChange: (value: T) => void;
  /** Enter in a one-line entry: a new blank entry after this one (text lists), else nothing (never a form submit). */
  onEnter: (e: KeyboardEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
}

const iconButton =
  "grid size-9 shrink-0 place-items-center rounded-lg border border-border bg-surface text-muted transition " +
  "hover:border-cyan hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-cyan " +
  "disabled:pointer-events-none disabled:opacity-40";
const addButton =
  "inline-flex min-h-10 max-w-full items-center gap-2 rounded-xl border border-dashed border-border bg-surface-2 " +
  "px-4 py-2 text-left text-sm wrap-anywhere hover:border-cyan focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-cyan";

/** Keys of entries added here (those of the starting entries are their indexes, the same on the server). */
let added = 0;
const newKey = () => `n${++added}`;

/** "Approach step 2" → "approach step 2" inside a sentence; "AI tools technology 1" stays as it is. */
const lowerFirst = (s: string) => (/^.[A-Z]/.test(s) ? s : s.charAt(0).toLowerCase() + s.slice(1));

/**
 * A list edited in place: each entry is a small form (`renderEntry`), reordered by dragging its handle, by its
 * Move up / Move down buttons or by Alt+ArrowUp / Alt+ArrowDown anywhere in the entry (announced to screen readers),
 * and duplicated or removed by its buttons; Add appends a blank entry. The focus follows the entry that moved, goes to
 * a new entry's first input, and after a removal to the entry that took its place (else the one before, else Add).
 * Controlled: `items` in, the whole new array out through `onChange`, so a field's saved shape is its own business.
 */
export function ListEditor<T>({
  label,
  itemLabel,
  items,
  onChange,
  blank,
  renderEntry,
  ordered = false,
  enterAddsEntry = false,
  duplicable = true,
  addControl,
  help,
}: {
  /** The list's heading, e.g. "Approach steps". */
  label: string;
  /** One entry's name without its number, e.g. "Approach step". */
  itemLabel: string;
  items: readonly T[];
  onChange: (items: T[]) => void;
  /** A new, empty entry. */
  blank: () => T;
  renderEntry: (entry: EntryProps<T>) => ReactNode;
  /** Numbered entries (the order is the content's: steps), rather than a plain list. */
  ordered?: boolean;
  /** Enter in an entry's input adds a blank entry after it (quick typing of tags or steps). */
  enterAddsEntry?: boolean;
  /** False where a copy would be dropped on saving (the gallery keeps each image once). */
  duplicable?: boolean;
  /** In place of the Add button (the gallery adds images from the media library). */
  addControl?: ReactNode;
  help?: string;
}) {
  const baseId = useId();
  // Stable keys beside the entries: an entry keeps its DOM (and its focus) when it moves. Reset when the value changes
  // length from outside (a restored draft, a reset).
  const [keys, setKeys] = useState<string[]>(() => items.map((_, i) => `i${i}`));
  const [announcement, setAnnouncement] = useState("");
  const [dragged, setDragged] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const addArea = useRef<HTMLDivElement>(null);

  let currentKeys = keys;
  if (keys.length !== items.length) {
    // new keys under a prefix no kept key starts with, so none repeats
    let prefix = "r";
    while (keys.some((k) => k.startsWith(prefix))) prefix += "r";
    currentKeys = items.map((_, i) => keys[i] ?? `${prefix}${i}`);
    setKeys(currentKeys);
  }

  const entryName = (i: number) => `${itemLabel} ${i + 1}`;
  const inputId = (key: string) => `${baseId}-${key}`;
  const commit = (nextItems: T[], nextKeys: string[], message: string, focus?: () => void) => {
    // rendered at once, so the focus can move to what the change drew
    flushSync(() => {
      setKeys(nextKeys);
      onChange(nextItems);
      setAnnouncement(message);
    });
    focus?.();
  };
  // an entry without an input of its own (a gallery image) takes the focus on its Remove button
  const focusInput = (key: string) => () =>
    (document.getElementById(inputId(key)) ?? document.getElementById(`${inputId(key)}-remove`))?.focus();

  const move = (from: number, to: number) => {
    if (to < 0 || to >= items.length || from === to) return;
    // the control that had the focus keeps it, wherever its entry now is; a Move button the move disabled hands the
    // focus to the other one
    const active = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const key = currentKeys[from];
    commit(
      moveItem(items, from, to),
      moveItem(currentKeys, from, to),
      `${entryName(from)} moved to position ${to + 1} of ${items.length}.`,
      () => {
        if (!active || !active.isConnected) return;
        if (active instanceof HTMLButtonElement && active.disabled) {
          const other = active.dataset.move === "up" ? "down" : "up";
          document.getElementById(`${inputId(key)}-${other}`)?.focus();
        } else if (document.activeElement !== active) active.focus();
      },
    );
  };
  const add = (at = items.length) => {
    const key = newKey();
    commit(
      insertItem(items, at, blank()),
      insertItem(currentKeys, at, key),
      `${entryName(at)} added.`,
      focusInput(key),
    );
  };
  const duplicate = (i: number) => {
    const key = newKey();
    commit(
      duplicateItem(items, i),
      insertItem(currentKeys, i + 1, key),
      `${entryName(i)} duplicated as ${lowerFirst(entryName(i + 1))}.`,
      focusInput(key),
    );
  };
  const remove = (i: number) => {
    const next = focusAfterRemove(items.length, i);
    const nextKeys = removeItem(currentKeys, i);
    commit(
      removeItem(items, i),
      nextKeys,
      `${entryName(i)} removed.`,
      next === null ? () => addArea.current?.querySelector("button")?.focus() : focusInput(nextKeys[next]),
    );
  };

  const onEntryKeyDown = (i: number) => (e: KeyboardEvent<HTMLLIElement>) => {
    if (!e.altKey || (e.key !== "ArrowUp" && e.key !== "ArrowDown")) return;
    // an entry of a list inside an entry (a category's technologies) moves alone
    e.stopPropagation();
    e.preventDefault();
    move(i, e.key === "ArrowUp" ? i - 1 : i + 1);
  };
  const dragProps = (i: number) => ({
    onDragOver: (e: DragEvent<HTMLLIElement>) => {
      if (dragged === null) return;
      e.preventDefault();
      e.stopPropagation();
      e.dataTransfer.dropEffect = "move";
      if (over !== i) setOver(i);
    },
    onDrop: (e: DragEvent<HTMLLIElement>) => {
      if (dragged === null) return;
      e.preventDefault();
      e.stopPropagation();
      move(dragged, i);
      setDragged(null);
      setOver(null);
    },
  });

  const List = ordered ? "ol" : "ul";
  const labelId = `${baseId}-label`;
  const helpId = `${baseId}-help`;
  return (
    <div className="grid grid-cols-1 content-start gap-2">
      <span id={labelId} className={`${labelClass} wrap-anywhere`}>
        {label}
      </span>
      {help && (
        <p id={helpId} className="text-xs text-muted">
          {help}
        </p>
      )}
      {items.length > 0 && (
        <List
          aria-labelledby={labelId}
          aria-describedby={help ? helpId : undefined}
          className="grid grid-cols-1 gap-2"
          data-list-editor={label}
        >
          {items.map((item, i) => {
            const key = currentKeys[i];
            const name = entryName(i);
            const spoken = lowerFirst(name);
            return (
              <li
                key={key}
                data-entry={name}
                onKeyDown={onEntryKeyDown(i)}
                {...dragProps(i)}
                className={
                  "grid grid-cols-[auto_minmax(0,1fr)] items-start gap-x-2 gap-y-2 rounded-xl border bg-background/40 p-2 " +
                  "sm:grid-cols-[auto_minmax(0,1fr)_auto] " +
                  (over === i && dragged !== null && dragged !== i ? "border-cyan" : "border-border") +
                  (dragged === i ? " opacity-50" : "")
                }
              >
                <span
                  draggable
                  title="Drag to reorder"
                  data-drag-handle
                  onDragStart={(e) => {
                    // a read-only form (its fieldset disabled) is not reordered either
                    if (e.currentTarget.closest("fieldset:disabled")) return e.preventDefault();
                    e.dataTransfer.effectAllowed = "move";
                    // not text/plain: an input under the pointer would take the drop as typed text
                    e.dataTransfer.setData("application/x-list-entry", name);
                    const row = e.currentTarget.closest("li");
                    if (row) e.dataTransfer.setDragImage(row, 16, 16);
                    setDragged(i);
                  }}
                  onDragEnd={() => {
                    setDragged(null);
                    setOver(null);
                  }}
                  className="flex min-h-11 w-6 cursor-grab touch-none flex-col items-center justify-center text-subtle active:cursor-grabbing"
                >
                  {ordered && (
                    <span aria-hidden className="text-xs font-semibold tabular text-muted">
                      {i + 1}
                    </span>
                  )}
                  <Icon name="GripVertical" className="size-4" />
                </span>
                <div className="grid min-w-0 grid-cols-1 gap-2">
                  {renderEntry({
                    value: item,
                    index: i,
                    name,
                    id: inputId(key),
                    onChange: (value) => onChange(replaceItem(items, i, value)),
                    onEnter: (e) => {
                      if (e.key !== "Enter" || e.nativeEvent.isComposing) return;
                      e.preventDefault();
                      if (enterAddsEntry && String(item).trim()) add(i + 1);
                    },
                  })}
                </div>
                <div className="col-start-2 flex flex-wrap justify-end gap-1.5 sm:col-start-3 sm:pt-1">
                  <button
                    type="button"
                    id={`${inputId(key)}-up`}
                    data-move="up"
                    className={iconButton}
                    disabled={i === 0}
                    onClick={() => move(i, i - 1)}
                    aria-label={`Move ${spoken} up`}
                    title="Move up (Alt+↑)"
                  >
                    <Icon name="ArrowUp" className="size-4" />
                  </button>
                  <button
                    type="button"
                    id={`${inputId(key)}-down`}
                    data-move="down"
                    className={iconButton}
                    disabled={i === items.length - 1}
                    onClick={() => move(i, i + 1)}
                    aria-label={`Move ${spoken} down`}
                    title="Move down (Alt+↓)"
                  >
                    <Icon name="ArrowDown" className="size-4" />
                  </button>
                  {duplicable && (
                    <button
                      type="button"
                      className={iconButton}
                      onClick={() => duplicate(i)}
                      aria-label={`Duplicate ${spoken}`}
                      title="Duplicate"
                    >
                      <Icon name="Copy" className="size-4" />
                    </button>
                  )}
                  <button
                    type="button"
                    id={`${inputId(key)}-remove`}
                    className={`${iconButton} hover:text-pink`}
                    onClick={() => remove(i)}
                    aria-label={`Remove ${spoken}`}
                    title="Remove"
                  >
                    <Icon name="Trash2" className="size-4" />
                  </button>
                </div>
              </li>
            );
          })}
        </List>
      )}
      <div ref={addArea} className="grid grid-cols-1 justify-items-start">
        {addControl ?? (
          <button type="button" onClick={() => add()} className={addButton}>
            <Icon name="Plus" className="size-4 shrink-0" />
            Add {lowerFirst(itemLabel)}
          </button>
        )}
      </div>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}

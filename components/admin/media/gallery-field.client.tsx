"use client";

import { useState } from "react";
import { useController, useFormContext } from "react-hook-form";
import { Icon } from "@/components/ui/icon";
import { errorClass, fieldClass, labelClass } from "@/components/admin/form/field-styles";
import { buttonClass } from "@/components/ui/button";
import { MediaPicker } from "./media-picker.client";

/** `list` with the entry at `from` moved to `to`. */
const moved = <T,>(list: T[], from: number, to: number) => {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(Math.max(0, Math.min(to, next.length)), 0, item);
  return next;
};

const iconButton =
  "grid size-8 place-items-center rounded-lg border border-border hover:border-cyan disabled:opacity-40";

/** The gallery in order: add from the library (several at once), drag to reorder, or Move up / Move down by keyboard. */
export function GalleryField({ name, label }: { name: string; label: string }) {
  const { control, getFieldState, formState } = useFormContext();
  const { field } = useController({ name, control });
  const items: string[] = Array.isArray(field.value) ? field.value : [];
  const [picking, setPicking] = useState(false);
  const [dragged, setDragged] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const error = getFieldState(name, formState).error?.message;
  const move = (from: number, to: number) => {
    field.onChange(moved(items, from, to));
    setAnnouncement(`Image ${from + 1} moved to position ${to + 1} of ${items.length}.`);
  };
  return (
    <div className={fieldClass}>
      <span id={`${name}-label`} className={labelClass}>
        {label}
      </span>
      {items.length > 0 && (
        <ol aria-labelledby={`${name}-label`} className="grid grid-cols-1 gap-2">
          {items.map((url, i) => (
            <li
              key={url}
              draggable
              data-gallery-item={url}
              onDragStart={() => setDragged(i)}
              onDragOver={(e) => e.preventDefault()}
              onDrop={(e) => {
                e.preventDefault();
                if (dragged !== null && dragged !== i) move(dragged, i);
                setDragged(null);
              }}
              className="flex items-center gap-3 rounded-xl border border-border bg-surface-2 p-2 text-xs"
            >
              <Icon name="GripVertical" className="size-4 cursor-grab text-subtle" />
              {/* eslint-disable-next-line @next/next/no-img-element -- admin preview */}
              <img
                src={url.startsWith("/media/") ? `${url}/w320` : url}
                alt=""
                className="size-12 rounded-lg object-cover"
              />
              <span className="min-w-0 flex-1 truncate">
                {i + 1}. {url}
              </span>
              <button
                type="button"
                className={iconButton}
                disabled={i === 0}
                onClick={() => move(i, i - 1)}
                aria-label={`Move image ${i + 1} up`}
              >
                <Icon name="ArrowUp" className="size-3.5" />
              </button>
              <button
                type="button"
                className={iconButton}
                disabled={i === items.length - 1}
                onClick={() => move(i, i + 1)}
                aria-label={`Move image ${i + 1} down`}
              >
                <Icon name="ArrowDown" className="size-3.5" />
              </button>
              <button
                type="button"
                className={iconButton}
                onClick={() => field.onChange(items.filter((u) => u !== url))}
                aria-label={`Remove image ${i + 1}`}
              >
                <Icon name="X" className="size-3.5" />
              </button>
            </li>
          ))}
        </ol>
      )}
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      <button
        type="button"
        onClick={() => setPicking(true)}
        className={buttonClass({ variant: "outline", size: "sm", className: "justify-self-start" })}
      >
        <Icon name="Images" />
        Add images from library
      </button>
      {error && <p className={errorClass}>{error}</p>}
      <MediaPicker
        open={picking}
        multiple
        onClose={() => setPicking(false)}
        onPick={(urls) => field.onChange([...items, ...urls.filter((u) => !items.includes(u))])}
      />
    </div>
  );
}

"use client";

import { useState } from "react";
import { useController, useFormContext } from "react-hook-form";
import { Icon } from "@/components/ui/icon";
import { errorClass, fieldClass } from "@/components/admin/form/field-styles";
import { ListEditor } from "@/components/admin/form/list-editor.client";
import { buttonClass } from "@/components/ui/button";
import { MediaPicker } from "./media-picker.client";

/** The gallery in order: add from the library (several at once), then reorder (drag, Move up / Move down or
 *  Alt+ArrowUp / Alt+ArrowDown) and remove, like every list of the editors. No Duplicate: the gallery holds each image
 *  once. */
export function GalleryField({ name, label }: { name: string; label: string }) {
  const { control, getFieldState, formState } = useFormContext();
  const { field } = useController({ name, control });
  const items: string[] = Array.isArray(field.value) ? field.value : [];
  const [picking, setPicking] = useState(false);
  const error = getFieldState(name, formState).error?.message;
  return (
    <div className={fieldClass}>
      <ListEditor<string>
        label={label}
        itemLabel="Image"
        items={items}
        onChange={field.onChange}
        blank={() => ""}
        ordered
        duplicable={false}
        addControl={
          <button
            type="button"
            onClick={() => setPicking(true)}
            className={buttonClass({ variant: "outline", size: "sm" })}
          >
            <Icon name="Images" />
            Add images from library
          </button>
        }
        renderEntry={({ value: url }) => (
          <div data-gallery-item={url} className="flex min-w-0 items-center gap-3 text-xs">
            {/* eslint-disable-next-line @next/next/no-img-element -- admin preview */}
            <img
              src={url.startsWith("/media/") ? `${url}/w320` : url}
              alt=""
              className="size-12 shrink-0 rounded-lg object-cover"
            />
            <span className="min-w-0 flex-1 truncate">{url}</span>
          </div>
        )}
      />
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

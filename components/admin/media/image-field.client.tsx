"use client";

import { useState } from "react";
import { useController, useFormContext } from "react-hook-form";
import { Icon } from "@/components/ui/icon";
import { errorClass, fieldClass, helpClass, inputClass, labelClass } from "@/components/admin/form/field-styles";
import { buttonClass } from "@/components/ui/button";
import { MediaPicker } from "./media-picker.client";

const HELP = "Choose from the library, or type a path on this site (/images/…) or an https:// URL of an allowed host.";

/** An image field: a preview, "Choose from library" (search, upload, pick), or a typed path or URL. */
export function ImageField({ name, label }: { name: string; label: string }) {
  const { control, getFieldState, formState } = useFormContext();
  const { field } = useController({ name, control });
  const [picking, setPicking] = useState(false);
  const value = typeof field.value === "string" ? field.value : "";
  const error = getFieldState(name, formState).error?.message;
  const id = `field-${name}`;
  return (
    <div className={fieldClass}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <div className="flex items-center gap-3">
        {value && (
          // eslint-disable-next-line @next/next/no-img-element -- admin preview of the chosen image
          <img
            src={value.startsWith("/media/") ? `${value}/w320` : value}
            alt=""
            className="size-14 shrink-0 rounded-lg bg-surface-2 object-cover"
          />
        )}
        <input
          id={id}
          type="text"
          value={value}
          onChange={(e) => field.onChange(e.target.value)}
          onBlur={field.onBlur}
          className={inputClass}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-help${error ? ` ${id}-error` : ""}`}
        />
        {value && (
          <button
            type="button"
            onClick={() => field.onChange("")}
            aria-label={`Remove ${label}`}
            className="grid size-11 shrink-0 place-items-center rounded-xl border border-border hover:text-pink"
          >
            <Icon name="X" className="size-4" />
          </button>
        )}
      </div>
      <button
        type="button"
        onClick={() => setPicking(true)}
        className={buttonClass({ variant: "outline", size: "sm", className: "justify-self-start" })}
      >
        <Icon name="Images" />
        Choose from library<span className="sr-only"> for {label}</span>
      </button>
      <p id={`${id}-help`} className={helpClass}>
        {HELP}
      </p>
      {error && (
        <p id={`${id}-error`} className={errorClass}>
          {error}
        </p>
      )}
      <MediaPicker open={picking} onClose={() => setPicking(false)} onPick={([url]) => field.onChange(url ?? value)} />
    </div>
  );
}

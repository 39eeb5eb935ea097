"use client";

import { useState, useTransition } from "react";
import { toast } from "sonner";
import { saveMediaDetailsAction } from "@/lib/media/actions";
import type { LibraryItem } from "@/lib/media/library";
import { errorClass, inputClass, labelClass } from "@/components/admin/form/field-styles";
import { buttonClass } from "@/components/ui/button";

/** Alt text (required), caption and focal point of one image; the focal point is also set by clicking the preview. */
export function MediaDetailsForm({ item, onSaved }: { item: LibraryItem; onSaved: () => void }) {
  const [alt, setAlt] = useState(item.alt);
  const [caption, setCaption] = useState(item.caption ?? "");
  const [focal, setFocal] = useState({ x: item.focalX, y: item.focalY });
  const [error, setError] = useState<string>();
  const [pending, start] = useTransition();
  const id = `media-${item.id}`;
  const save = () =>
    start(async () => {
      const result = await saveMediaDetailsAction({
        id: item.id,
        alt,
        caption,
        focalX: focal.x,
        focalY: focal.y,
      }).catch(() => null);
      if (result?.ok) {
        setError(undefined);
        toast.success("Image details saved");
        onSaved();
      } else setError(result?.error ?? "Something went wrong. Please try again.");
    });
  return (
    <form
      className="grid grid-cols-1 gap-3"
      onSubmit={(e) => {
        e.preventDefault();
        save();
      }}
    >
      <button
        type="button"
        aria-label="Set the focal point: click the part of the image to keep in view"
        className="relative aspect-video overflow-hidden rounded-xl bg-surface-2"
        onClick={(e) => {
          const box = e.currentTarget.getBoundingClientRect();
          setFocal({
            x: Math.round(((e.clientX - box.left) / box.width) * 100),
            y: Math.round(((e.clientY - box.top) / box.height) * 100),
          });
        }}
      >
        {/* eslint-disable-next-line @next/next/no-img-element -- an admin preview of the stored original, not a public image */}
        <img
          src={item.url.startsWith("/media/") ? `${item.url}/w640` : item.url}
          alt=""
          className="size-full object-contain"
        />
        <span
          aria-hidden
          className="absolute size-4 -translate-1/2 rounded-full border-2 border-white bg-cyan shadow"
          style={{ left: `${focal.x}%`, top: `${focal.y}%` }}
        />
      </button>
      <label className={labelClass} htmlFor={`${id}-alt`}>
        Alt text
        <span className="text-pink" aria-hidden>
          {" "}
          *
        </span>
      </label>
      <input
        id={`${id}-alt`}
        value={alt}
        onChange={(e) => setAlt(e.target.value)}
        className={inputClass}
        aria-required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      <label className={labelClass} htmlFor={`${id}-caption`}>
        Caption
      </label>
      <input id={`${id}-caption`} value={caption} onChange={(e) => setCaption(e.target.value)} className={inputClass} />
      <div className="grid grid-cols-2 gap-3">
        {(["x", "y"] as const).map((axis) => (
          <div key={axis} className="grid grid-cols-1 gap-1">
            <label className={labelClass} htmlFor={`${id}-focal-${axis}`}>
              Focal point {axis === "x" ? "across" : "down"} (%)
            </label>
            <input
              id={`${id}-focal-${axis}`}
              type="number"
              min={0}
              max={100}
              value={focal[axis]}
              className={inputClass}
              onChange={(e) => setFocal((f) => ({ ...f, [axis]: Number(e.target.value) }))}
            />
          </div>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className={errorClass}>
          {error}
        </p>
      )}
      <button type="submit" disabled={pending} className={buttonClass({ size: "sm" })}>
        Save details
      </button>
    </form>
  );
}

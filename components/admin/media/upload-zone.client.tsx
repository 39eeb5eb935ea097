"use client";

import { useId, useRef, useState } from "react";
import { Icon } from "@/components/ui/icon";
import { ACCEPT_ATTRIBUTE } from "@/lib/media/rules";
import type { LibraryItem } from "@/lib/media/library";
import { cn } from "@/lib/utils";
import { useUploads } from "./use-uploads";

/** Drop files here or choose them: each gets a progress bar, then its outcome (a refused file says why). */
export function UploadZone({ onUploaded }: { onUploaded: (media: LibraryItem) => void }) {
  const { uploads, upload, clear } = useUploads(onUploaded);
  const [over, setOver] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  return (
    <div className="grid grid-cols-1 gap-3">
      <div
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={(e) => {
          e.preventDefault();
          setOver(false);
          upload(e.dataTransfer.files);
        }}
        className={cn(
          "grid grid-cols-1 place-items-center gap-2 rounded-2xl border-2 border-dashed border-border p-6 text-center text-sm text-muted",
          over && "border-cyan bg-cyan/5",
        )}
      >
        <Icon name="Upload" className="size-6" />
        <p>Drop images here, or</p>
        <label
          htmlFor={id}
          className="cursor-pointer rounded-pill border border-border bg-surface px-4 py-2 font-medium text-foreground focus-within:ring-2 focus-within:ring-cyan hover:border-cyan"
        >
          Choose images
          <input
            ref={input}
            id={id}
            type="file"
            multiple
            accept={ACCEPT_ATTRIBUTE}
            className="sr-only"
            onChange={(e) => {
              if (e.target.files) upload(e.target.files);
              e.target.value = "";
            }}
          />
        </label>
        <p className="text-xs">
          JPEG, PNG, WebP, AVIF or GIF (first frame), up to 15 MB and 40 megapixels. SVG is not accepted.
        </p>
      </div>
      {uploads.length > 0 && (
        <ul aria-label="Uploads" className="grid grid-cols-1 gap-2">
          {uploads.map((u) => (
            <li
              key={u.id}
              className="grid grid-cols-1 gap-1 rounded-xl border border-border bg-surface p-3 text-sm"
              data-upload={u.status}
            >
              <div className="flex items-center gap-2">
                {u.status === "done" && <Icon name="CheckCircle2" className="size-4 shrink-0 text-cyan" />}
                {u.status === "refused" && <Icon name="CircleAlert" className="size-4 shrink-0 text-pink" />}
                <span className="truncate font-medium">{u.name}</span>
                <span className="ml-auto text-xs text-muted">
                  {u.status === "uploading" ? `${u.progress}%` : u.status === "done" ? "Uploaded" : "Refused"}
                </span>
              </div>
              {u.status === "uploading" && (
                <progress
                  value={u.progress}
                  max={100}
                  aria-label={`Uploading ${u.name}`}
                  className="h-1.5 w-full accent-cyan"
                />
              )}
              {u.message && (
                <p
                  role={u.status === "refused" ? "alert" : undefined}
                  className={cn("text-xs", u.status === "refused" ? "text-pink" : "text-muted")}
                >
                  {u.message}
                </p>
              )}
            </li>
          ))}
          <li>
            <button type="button" onClick={clear} className="text-xs text-muted underline hover:text-foreground">
              Clear finished uploads
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}

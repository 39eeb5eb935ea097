import type { LibraryItem } from "@/lib/media/library";
import { cn } from "@/lib/utils";

/** An admin preview of a library image (its 320-pixel variant, or the shipped file itself), on its blur placeholder. */
export function MediaThumb({
  item,
  className,
}: {
  item: Pick<LibraryItem, "url" | "blurDataUrl" | "focalX" | "focalY">;
  className?: string;
}) {
  const src = item.url.startsWith("/media/") ? `${item.url}/w320` : item.url;
  return (
    <span
      className={cn("block overflow-hidden rounded-xl bg-surface-2 bg-cover", className)}
      style={{ backgroundImage: `url("${item.blurDataUrl}")` }}
    >
      {/* eslint-disable-next-line @next/next/no-img-element -- admin preview of a stored variant */}
      <img
        src={src}
        alt=""
        loading="lazy"
        className="size-full object-cover"
        style={{ objectPosition: `${item.focalX}% ${item.focalY}%` }}
      />
    </span>
  );
}

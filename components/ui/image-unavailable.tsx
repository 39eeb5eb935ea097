import { Icon } from "@/components/ui/icon";
import { cn } from "@/lib/utils";

/** What a failed image leaves: an icon and "Image unavailable" in the image's own box (its parent's with `fill`, else
 *  its width and height). A decorative image's panel is hidden from screen readers too. */
export function ImageUnavailable({
  alt,
  className,
  size,
}: {
  alt: string;
  className?: string;
  size?: { width: number; height: number };
}) {
  const box =
    size && size.width > 0 && size.height > 0
      ? { width: size.width, maxWidth: "100%", aspectRatio: `${size.width} / ${size.height}` }
      : undefined;
  return (
    <div
      {...(alt ? { role: "img", "aria-label": alt } : { "aria-hidden": true })}
      data-image-unavailable=""
      style={box}
      className={cn(
        "flex flex-col items-center justify-center gap-2 bg-surface-2 text-sm text-subtle",
        box ? "" : "size-full",
        className,
      )}
    >
      <Icon name="ImageOff" className="size-6" />
      <span>Image unavailable</span>
    </div>
  );
}

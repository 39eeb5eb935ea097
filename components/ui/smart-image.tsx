"use client";

import Image, { type ImageProps } from "next/image";
import { ImageOff } from "lucide-react";
import { useState } from "react";
import { fallbackImages } from "@/lib/images/fallbacks";
import { cn } from "@/lib/utils";

/** next/image that loads near the viewport (or eagerly with `priority`), tries up to three local fallbacks
 *  chosen by the alt text when it fails, then shows "Image unavailable" with an icon. */
export function SmartImage({ src, alt, className, ...props }: ImageProps & { src: string; alt: string }) {
  const [attempt, setAttempt] = useState(0);
  const candidates = [src, ...fallbackImages(alt)];

  if (attempt >= candidates.length) {
    return (
      <div role="img" aria-label={alt} className={cn("flex size-full flex-col items-center justify-center gap-2 bg-surface-2 text-sm text-subtle", className)}>
        <ImageOff aria-hidden className="size-6" />
        <span>Image unavailable</span>
      </div>
    );
  }
  return (
    <Image
      {...props}
      key={candidates[attempt]}
      src={candidates[attempt]}
      alt={alt}
      className={className}
      onError={() => {
        console.warn(`[image] failed to load ${candidates[attempt]}`);
        setAttempt((n) => n + 1);
      }}
    />
  );
}

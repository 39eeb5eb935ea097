"use client";

import Image, { type ImageProps } from "next/image";
import { useState } from "react";
import { fallbackImages } from "@/lib/images/fallbacks";
import { objectPosition, placeholderFor, type ImageMeta } from "@/lib/media/image-meta";
import { MEDIA_PREFIX, mediaLoaderUrl } from "@/lib/media/rules";
import { cn } from "@/lib/utils";
import { ImageUnavailable } from "./image-unavailable";

type SmartImageProps = Omit<ImageProps, "src" | "alt"> & {
  src: string;
  alt: string;
  /** The library's details of this image: stored size, blur placeholder, focal point. */
  meta?: Omit<ImageMeta, "blurDataUrl"> & { blurDataUrl?: string };
  /** Try the three stock fallbacks chosen by the alt text before the panel (the home page); else the panel at once. */
  stockFallbacks?: boolean;
  /** The library's blur placeholder while loading (default); a thumbnail, or a card below the fold on a neutral
   *  background, skips it: ~1.3 KB of HTML an image (markup and payload). */
  blur?: boolean;
};

/** Library images come from their stored variants (AVIF or WebP by the browser's Accept), not the optimiser. */
const mediaLoader: ImageProps["loader"] = ({ src, width }) => mediaLoaderUrl(src, width);

/** next/image that loads near the viewport (or eagerly with `preload`), drawn with the library's size, blur
 *  placeholder and focal point when it has them; when it fails it tries up to three local fallbacks chosen by the alt
 *  text (home page), then shows "Image unavailable" with an icon in the image's own box. */
export function SmartImage({
  src,
  alt,
  className,
  meta,
  stockFallbacks = true,
  blur = true,
  style,
  ...props
}: SmartImageProps) {
  const [attempt, setAttempt] = useState(0);
  const candidates = stockFallbacks ? [src, ...fallbackImages(alt)] : [src];
  const current = candidates[attempt];

  if (!current) {
    const size = props.fill
      ? undefined
      : { width: Number(props.width ?? meta?.width), height: Number(props.height ?? meta?.height) };
    return <ImageUnavailable alt={alt} className={className} size={size} />;
  }
  const sized = !props.fill && meta && props.width === undefined ? { width: meta.width, height: meta.height } : {};
  const fromLibrary = current === src && src.startsWith(MEDIA_PREFIX);
  return (
    <Image
      {...props}
      {...sized}
      key={current}
      src={current}
      alt={alt}
      className={cn(className)}
      style={meta ? { ...style, objectPosition: objectPosition(meta) } : style}
      {...(fromLibrary ? { loader: mediaLoader } : {})}
      {...(blur && meta?.blurDataUrl && current === src ? placeholderFor(meta.blurDataUrl) : {})}
      onError={() => {
        console.warn(`[image] failed to load ${current}`);
        setAttempt((n) => n + 1);
      }}
    />
  );
}

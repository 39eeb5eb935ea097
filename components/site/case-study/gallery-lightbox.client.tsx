"use client";

import { isPlainClick } from "@/components/ui/plain-click";
import dynamic from "next/dynamic";
import { SmartImage } from "@/components/ui/smart-image.client";
import type { ImageMeta } from "@/lib/media/image-meta";
import { useRef, useState } from "react";
import { wrapIndex } from "./wrap-index";

// The dialog's code (Radix) loads when a visitor first opens an image, not with the case study.
const LightboxDialog = dynamic(() => import("./lightbox-dialog.client"), { ssr: false });

/** Thumbnails that open a full-screen lightbox: close, previous, next with wrap-around both ways, Escape and
 *  arrow keys; closing returns focus to the thumbnail of the image last shown. */
export function GalleryLightbox({
  title,
  images,
  metas,
}: {
  title: string;
  images: string[];
  metas: (ImageMeta | undefined)[];
}) {
  const [index, setIndex] = useState<number | null>(null);
  const [loaded, setLoaded] = useState(false);
  const thumbs = useRef<(HTMLAnchorElement | null)[]>([]);
  const last = useRef(0);
  const step = (by: number) => {
    if (index === null) return;
    last.current = wrapIndex(index + by, images.length);
    setIndex(last.current);
  };
  const alt = (i: number) => `${title} — screen ${i + 1} of ${images.length}`;
  return (
    <>
      <ul className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {images.map((src, i) => (
          <li key={src}>
            {/* A link to the image itself, so it opens without scripts too; with them, in the lightbox. */}
            <a
              href={src}
              ref={(el) => {
                thumbs.current[i] = el;
              }}
              onClick={(event) => {
                if (!isPlainClick(event)) return;
                event.preventDefault();
                last.current = i;
                setLoaded(true);
                setIndex(i);
              }}
              aria-label={`Open image ${i + 1} of ${images.length}`}
              aria-haspopup="dialog"
              className="group relative block aspect-[4/3] w-full overflow-hidden rounded-2xl border border-border bg-surface-2"
            >
              <SmartImage
                src={src}
                alt={alt(i)}
                meta={metas[i]}
                stockFallbacks={false}
                fill
                sizes="(max-width: 1024px) 50vw, 25vw"
                className="object-cover transition duration-500 group-hover:scale-105"
              />
            </a>
          </li>
        ))}
      </ul>
      {loaded && (
        <LightboxDialog
          title={title}
          images={images}
          metas={metas}
          index={index}
          alt={alt}
          onStep={step}
          onClose={() => setIndex(null)}
          onCloseFocus={() => thumbs.current[last.current]?.focus()}
        />
      )}
    </>
  );
}

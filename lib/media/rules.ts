/** What the media library accepts and makes; pure, shared by the upload route, the picker and the image loader. */

/** The upload route's body limit (lib/security/body-limits.mjs). */
export { MAX_UPLOAD_BYTES } from "@/lib/security/body-limits.mjs";
export const MAX_PIXELS = 40_000_000;
/** Widest and highest side: past it a picture is a strip no page shows, and one 40,000,000 × 1 pixels high passes the
 *  pixel cap yet takes many seconds and gigabytes to resize. WebP's own limit is 16,383. */
export const MAX_SIDE = 16_384;
/** Longest time sharp may spend on one step of an upload (each encode); past it the file is refused as damaged. */
export const PROCESS_SECONDS = 30;
/** Widths stored for every image, each as AVIF and WebP (never wider than the original). */
export const VARIANT_WIDTHS = [320, 640, 1080, 1920] as const;
const VARIANT_FORMATS = ["avif", "webp"] as const;
export type VariantFormat = (typeof VARIANT_FORMATS)[number];

export const ACCEPTED_TYPES: Record<string, string> = {
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  heif: "image/avif",
  gif: "image/gif",
};
export const ACCEPT_ATTRIBUTE = "image/jpeg,image/png,image/webp,image/avif,image/gif";

export const MEDIA_PREFIX = "/media/";

export const uploadMessages = {
  empty: "This file is empty.",
  tooLarge: "This file is over 15 MB. Export it smaller and upload it again.",
  svg: "SVG images are not accepted (they can carry scripts). Export it as PNG or WebP.",
  notImage: "This file is not a JPEG, PNG, WebP, AVIF or GIF image.",
  tooManyPixels: "This image is over 40 megapixels. Resize it and upload it again.",
  tooWide: "This image is over 16,384 pixels wide or high. Resize it and upload it again.",
  damaged: "This image is damaged or incomplete and cannot be read.",
} as const;

export interface Variant {
  width: number;
  format: VariantFormat;
  key: string;
}

/** Every key a stored file can have: "<hash>/original" or "<hash>/w<width>.<avif|webp>". Storage refuses any other (a
 *  key from an archive or a bucket listing never names a path outside the media root). */
export const STORED_KEY = /^[a-f0-9]{32}\/(?:original|w\d{1,5}\.(?:avif|webp))$/;

export const originalKey = (hash: string) => `${hash}/original`;
export const variantKey = (hash: string, width: number, format: VariantFormat) => `${hash}/w${width}.${format}`;
export const mediaUrl = (hash: string) => `${MEDIA_PREFIX}${hash}`;

/** Every variant stored for an image: each width, each format. Widths past the original are made at its own width,
 *  so any width the loader asks for exists without a database lookup. */
export function variantPlan(hash: string): Variant[] {
  return VARIANT_WIDTHS.flatMap((width) =>
    VARIANT_FORMATS.map((format) => ({ width, format, key: variantKey(hash, width, format) })),
  );
}

/** The stored width to serve for a requested width: the smallest that covers it, else the largest. */
export function variantWidthFor(requested: number): number {
  return VARIANT_WIDTHS.find((w) => w >= requested) ?? VARIANT_WIDTHS[VARIANT_WIDTHS.length - 1];
}

/** The hash a media URL names ("/media/<hash>"), or null for any other URL. */
export function mediaHashOf(url: string): string | null {
  const match = /^\/media\/([a-f0-9]{32})$/.exec(url);
  return match ? match[1] : null;
}

/** The URL next/image asks for at a width: the variant route answers with AVIF or WebP by the browser's Accept. */
export function mediaLoaderUrl(src: string, width: number): string {
  return `${src}/w${variantWidthFor(width)}`;
}

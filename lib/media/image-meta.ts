/** How a library image is drawn: its stored size, blur placeholder and focal point (percent). */
export interface ImageMeta {
  width: number;
  height: number;
  blurDataUrl: string;
  focalX: number;
  focalY: number;
}

export const objectPosition = (meta?: Pick<ImageMeta, "focalX" | "focalY">) =>
  meta ? `${meta.focalX}% ${meta.focalY}%` : undefined;

/** next/image's placeholder for a stored one. Those made since 2026-12-02 are blurred lossless WebPs, drawn as they
 *  are; the older 16-pixel ones go through Next's "blur", an SVG with two Gaussian blurs, for which Chromium builds a
 *  document of its own while computing styles (~50 ms a cover on a phone's CPU, ~300 ms for a page of covers at
 *  Lighthouse's slow-down). A lossless WebP's first chunk is "VP8L". */
export function placeholderFor(
  blurDataUrl: string,
): { placeholder: `data:image/${string}` } | { placeholder: "blur"; blurDataURL: string } {
  const base64 = blurDataUrl.slice(blurDataUrl.indexOf(",") + 1);
  return atob(base64.slice(0, 24)).slice(12, 16) === "VP8L"
    ? { placeholder: blurDataUrl as `data:image/${string}` }
    : { placeholder: "blur", blurDataURL: blurDataUrl };
}

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

import type { ComponentProps } from "react";
import { SmartImage } from "@/components/ui/smart-image.client";
import { getImageMetas } from "@/lib/media/queries";

type MediaImageProps = Omit<ComponentProps<typeof SmartImage>, "meta">;

/** A public page's image: a library image is drawn with its stored size, blur placeholder and focal point (one cached
 *  read of the library's details, tagged `media`); an image that fails shows the "Image unavailable" panel (the home
 *  page first tries its stock fallbacks: `stockFallbacks`). */
export async function MediaImage({ stockFallbacks = false, ...props }: MediaImageProps) {
  const stored = (await getImageMetas())[props.src];
  // without its placeholder the image's details need not carry it into React's payload either
  const meta =
    stored && props.blur === false
      ? { width: stored.width, height: stored.height, focalX: stored.focalX, focalY: stored.focalY }
      : stored;
  return <SmartImage {...props} meta={meta} stockFallbacks={stockFallbacks} />;
}

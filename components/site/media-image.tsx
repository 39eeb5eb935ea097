import type { ComponentProps } from "react";
import { SmartImage } from "@/components/ui/smart-image";
import { getImageMetas } from "@/lib/media/queries";

type MediaImageProps = Omit<ComponentProps<typeof SmartImage>, "meta">;

/** A public page's image: a library image is drawn with its stored size, blur placeholder and focal point (one cached
 *  read of the library's details, tagged `media`); an image that fails shows the "Image unavailable" panel (the home
 *  page first tries its stock fallbacks: `stockFallbacks`). */
export async function MediaImage({ stockFallbacks = false, ...props }: MediaImageProps) {
  const meta = (await getImageMetas())[props.src];
  return <SmartImage {...props} meta={meta} stockFallbacks={stockFallbacks} />;
}

import type { ImageProps } from "next/image";

export type CardImageLoading = Pick<ImageProps, "preload" | "loading" | "fetchPriority">;

/** How the image of a list's nth card loads when the list opens the page. The first card's is preloaded at high
 *  priority: on a phone it is the one card above the fold, and the page's largest paint. The rest of the first row
 *  load at once but are neither preloaded nor high priority (the browser raises those it lays out in view), so on a
 *  slow link they do not take bandwidth from the first and the page's styles and scripts. The others load lazily. */
export function cardImageLoading(index: number, firstRow = 3): CardImageLoading {
  if (index === 0) return { preload: true, fetchPriority: "high" };
  if (index < firstRow) return { loading: "eager", fetchPriority: "low" };
  return {};
}

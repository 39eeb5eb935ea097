import "server-only";
import { cacheLife, cacheTag } from "next/cache";
import { db } from "@/lib/db";
import { tags } from "@/lib/cache-tags";
import { withTimeout } from "@/lib/timeout";
import { logger } from "@/lib/log/logger";
import { metrics } from "@/lib/metrics/registry.mjs";
import { countedRead } from "@/lib/metrics/cached-read";
import type { ImageMeta } from "./image-meta";

const log = logger("media");
const WAIT_MS = 5000;

/** What public pages need to draw each library image (size, placeholder, focal point), by URL; cached until the
 *  library changes. Without the database, images are drawn without it (sized by their box, no placeholder). */
async function cachedImageMetas(): Promise<Record<string, ImageMeta>> {
  "use cache";
  cacheTag(tags.media);
  metrics.cachedReadRuns.inc({ read: "image-metas" });
  try {
    const prisma = await withTimeout(db(), WAIT_MS);
    const rows = await withTimeout(
      prisma.media.findMany({
        select: { url: true, width: true, height: true, blurDataUrl: true, focalX: true, focalY: true },
      }),
      WAIT_MS,
    );
    cacheLife("content");
    return Object.fromEntries(
      rows.map((r) => [
        r.url,
        { width: r.width, height: r.height, blurDataUrl: r.blurDataUrl, focalX: r.focalX, focalY: r.focalY },
      ]),
    );
  } catch (error) {
    log.error({ err: error }, "database unavailable, images drawn without their library details");
    cacheLife("minutes");
    return {};
  }
}
export const getImageMetas = countedRead("image-metas", cachedImageMetas);

/** The metas of a list of URLs (a gallery), in order; unknown URLs get none. */
export async function imageMetasOf(urls: string[]): Promise<(ImageMeta | undefined)[]> {
  const metas = await getImageMetas();
  return urls.map((url) => metas[url]);
}

import "server-only";
import { cacheLife, cacheTag } from "next/cache";
import { db } from "@/lib/db";
import { withTimeout } from "@/lib/timeout";
import { stillPublic } from "@/lib/publishing/known-public";
import { logger } from "@/lib/log/logger";
import { metrics } from "@/lib/metrics/registry.mjs";
import { countedRead } from "@/lib/metrics/cached-read";
import type { Stamped } from "@/lib/content/store";
import { contentTypeNamed, contentTypes } from "@/lib/content-types";

const WAIT_MS = 5000;

/** The addresses and dates of a type's public items (the sitemap's entries), cached until an item of the type changes.
 *  While the database is away: its built-in items the database last said were public, cached briefly. */
async function cachedPublicPages(name: string): Promise<{ path: string; updatedAt: Date }[]> {
  "use cache";
  cacheTag(contentTypeNamed(name)!.tags.list);
  metrics.cachedReadRuns.inc({ read: "public-pages" });
  const type = contentTypeNamed(name)!;
  const pages = (items: Stamped[]) =>
    items.map((item) => ({ path: type.publicPath!(item.id), updatedAt: item.updatedAt }));
  try {
    const items = await withTimeout(type.store.listPublic(await withTimeout(db(), WAIT_MS), new Date()), WAIT_MS);
    cacheLife("content");
    return pages(items);
  } catch (error) {
    logger("content").error({ err: error, type: name }, "database unavailable, listing the built-in items");
    cacheLife("minutes");
    return pages(stillPublic(type.name, type.entity.builtIn() as unknown as Stamped[]));
  }
}
const publicPagesOf = countedRead("public-pages", cachedPublicPages);

/** Every public item's page, of every type whose items have pages of their own, by type. */
export async function publicPages() {
  const types = contentTypes.filter((type) => type.publicPath);
  return Promise.all(types.map(async (type) => ({ type: type.name, pages: await publicPagesOf(type.name) })));
}

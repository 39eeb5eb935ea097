// @ts-check
// Next's `cacheHandler` (the page and route cache). Without REDIS_URL: Next's own file-system cache, except that a
// page which only sends the visitor elsewhere (an unknown slug's redirect to its list) is never stored: any number of
// made-up slugs would otherwise each leave a cached page on disk (issue 21, #5); such a page renders each time from
// cached reads instead.
// With it: rendered pages live in Redis, shared by every instance, never on this instance's disk (a copy there would
// not know of other instances' edits). A page not in Redis, or any page while Redis is away, is rendered. Before any
// answer this instance reads every instance's tag expirations, so a page expired anywhere is rendered afresh here
// too (Next checks each page's tags against them).
import { createRequire } from "node:module";
import v8 from "node:v8";
import { prefix, redisConfigured, withRedis } from "./redis.mjs";
import { expireTags, syncTags, writtenBeforeOutage } from "./tags.mjs";
import { followWallClock } from "./wall-clock.mjs";

// Next loads this handler in every server process: from here on its two clocks agree (wall-clock.mjs says why).
followWallClock();

/** @type {typeof import("next/dist/server/lib/incremental-cache/file-system-cache").default} */
const FileSystemCache = createRequire(import.meta.url)(
  "next/dist/server/lib/incremental-cache/file-system-cache.js",
).default;
const key = (/** @type {string} */ cacheKey) => `${prefix()}page:${cacheKey}`;
const MAX_TTL_SECONDS = 60 * 60 * 24 * 30;

/** A rendered page worth keeping: not a redirect or an error status. @param {any} data */
export const storable = (data) => !(data?.kind === "APP_PAGE" && (data.status ?? 200) >= 300);

export class LocalPageCache extends FileSystemCache {
  /** @param {string} cacheKey @param {any} data @param {any} context */
  async set(cacheKey, data, context) {
    if (storable(data)) await super.set(cacheKey, data, context);
  }
}

class RedisPageCache {
  /** @param {ConstructorParameters<typeof FileSystemCache>[0]} context */
  constructor(context) {
    this.build = new FileSystemCache(context);
  }

  /** @param {string} cacheKey @param {any} context */
  async get(cacheKey, context) {
    await syncTags();
    const stored = await withRedis((client) => client.get(key(cacheKey)));
    const entry = stored ? v8.deserialize(stored) : null;
    if (entry && !writtenBeforeOutage(entry.lastModified)) return entry;
    // Not in Redis (or Redis away): the page renders afresh, from the build's fallback shell of its route where it
    // has one. The build's prerendered pages are not used: they hold the build machine's data, which a database
    // edited since (or another instance's edit while Redis was away) has left behind.
    return context.isFallback ? this.build.get(cacheKey, context) : null;
  }

  /** @param {string} cacheKey @param {any} data @param {any} context */
  async set(cacheKey, data, context) {
    if (!storable(data)) return;
    const cacheControl = context.fetchCache ? undefined : context.cacheControl;
    const ttl = Math.max(1, Math.min(Math.ceil(cacheControl?.expire ?? MAX_TTL_SECONDS), MAX_TTL_SECONDS));
    const entry = v8.serialize({ value: data, lastModified: Date.now(), cacheControl });
    await withRedis((client) => client.set(key(cacheKey), entry, { EX: ttl }));
  }

  /** @param {string | string[]} tags @param {{ expire?: number }} [durations] */
  async revalidateTag(tags, durations) {
    await expireTags(typeof tags === "string" ? [tags] : tags, durations);
  }

  resetRequestCache() {}
}

export default redisConfigured() ? RedisPageCache : LocalPageCache;

// @ts-check
// Next's `cacheHandlers` ('use cache' entries). Without REDIS_URL: Next's own in-memory handler, of the size
// next.config.ts gives Next's (lib/cache/memory.mjs).
// With it: entries live in Redis, shared by every instance; nothing is kept in this process but entries still being
// written, so no instance can answer from a copy another instance has expired.
// Written against Next's documented handler interface: the maintained handler libraries either do not support
// 'use cache' yet (@fortedigital/nextjs-cache-handler 3.3) or require Node 22 (both it and
// @mrjasonroy/cache-components-cache-handler), and this project runs on Node 20.
import v8 from "node:v8";
import { createDefaultCacheHandler } from "next/dist/server/lib/cache-handlers/default.js";
import { CACHE_MAX_MEMORY_BYTES } from "./memory.mjs";
import { prefix, redisConfigured, withRedis } from "./redis.mjs";
import { areTagsExpired, areTagsStale, expireTags, latestExpiration, syncTags, writtenBeforeOutage } from "./tags.mjs";

/** @typedef {import("next/dist/server/lib/cache-handlers/types").CacheHandler} CacheHandler */
/** @typedef {import("next/dist/server/lib/cache-handlers/types").CacheEntry} CacheEntry */

const now = () => performance.timeOrigin + performance.now();
const key = (/** @type {string} */ cacheKey) => `${prefix()}use-cache:${cacheKey}`;
/** Redis keeps an entry no longer than this, whatever its `expire` (a year for this site's content). */
const MAX_TTL_SECONDS = 60 * 60 * 24 * 30;

/** @param {ReadableStream<Uint8Array>} stream */
async function bytes(stream) {
  const chunks = [];
  for await (const chunk of /** @type {AsyncIterable<Uint8Array>} */ (/** @type {unknown} */ (stream)))
    chunks.push(chunk);
  return Buffer.concat(chunks);
}

/** @param {Buffer} value @returns {ReadableStream<Uint8Array>} */
const streamOf = (value) =>
  new ReadableStream({
    start(c) {
      c.enqueue(new Uint8Array(value));
      c.close();
    },
  });

/** @returns {CacheHandler} */
function createRedisHandler() {
  /** Writes in flight in this process: a read of the same key waits for them (the interface requires it). */
  /** @type {Map<string, Promise<void>>} */
  const pending = new Map();
  return {
    async get(cacheKey, softTags) {
      await pending.get(cacheKey);
      const stored = await withRedis((client) => client.get(key(cacheKey)));
      if (!stored) return undefined;
      const { meta, value } = v8.deserialize(stored);
      // As Next's own handler: past `revalidate` is a miss in production, an expired tag is a miss, a stale one
      // serves the entry once more while it is replaced.
      if (now() > meta.timestamp + meta.revalidate * 1000) return undefined;
      if (writtenBeforeOutage(meta.timestamp)) return undefined; // Redis was away since: an edit may not have reached it
      if (areTagsExpired([...meta.tags, ...softTags], meta.timestamp)) return undefined;
      const revalidate = areTagsStale(meta.tags, meta.timestamp) ? -1 : meta.revalidate;
      return { ...meta, revalidate, value: streamOf(value) };
    },
    async set(cacheKey, pendingEntry) {
      /** @type {() => void} */
      let done = () => {};
      pending.set(
        cacheKey,
        new Promise((resolve) => {
          done = () => resolve(undefined);
        }),
      );
      try {
        const entry = await pendingEntry;
        if (entry.expire === 0) return; // dynamic: never served from a cache
        const { value: stream, ...meta } = entry;
        const value = await bytes(stream);
        const ttl = Math.max(1, Math.min(Math.ceil(meta.expire), MAX_TTL_SECONDS));
        await withRedis((client) => client.set(key(cacheKey), v8.serialize({ meta, value }), { EX: ttl }));
      } catch {
        // a failed render or stream: nothing is stored, the next read renders again
      } finally {
        pending.delete(cacheKey);
        done();
      }
    },
    refreshTags: async () => {
      await syncTags();
    },
    getExpiration: latestExpiration,
    updateTags: expireTags,
  };
}

/** @type {CacheHandler} */
const handler = redisConfigured() ? createRedisHandler() : createDefaultCacheHandler(CACHE_MAX_MEMORY_BYTES);
export default handler;

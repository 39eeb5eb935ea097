// @ts-check
// Tag expirations shared by every instance. Next keeps them in one in-process manifest that both its page cache and
// its 'use cache' handlers consult; here every instance publishes its expirations to one Redis hash and reads the
// hash back before it answers from a cache, so a tag expired on one instance is expired on all of them.
import {
  areTagsExpired,
  areTagsStale,
  tagsManifest,
} from "next/dist/server/lib/incremental-cache/tags-manifest.external.js";
import { onRedisReady, prefix, withRedis } from "./redis.mjs";

/** @typedef {{ stale?: number, expired?: number }} TagState */
/** @type {Map<string, TagState>} */
const manifest = tagsManifest;
/** Expirations made while Redis was away: published when it is back, so other instances still learn of them. */
/** @type {Map<string, TagState>} */
const unpublished = new Map();
const hashKey = () => `${prefix()}tags`;
/** The field of the hash that holds `trustedSince` (no tag starts with "#"). */
const RECONNECTED = "#reconnected";
/** Entries written before this instant (ms since the epoch) are not served: Redis was away, from this instance or
 *  from another that published its return, and an edit made meanwhile on an instance that is not back yet has not
 *  expired them. After an outage every page renders once more: slower, never stale. */
let trustedSince = 0;

/** @param {TagState | undefined} a @param {TagState | undefined} b @returns {TagState} */
function newest(a, b) {
  const stale = Math.max(a?.stale ?? 0, b?.stale ?? 0);
  const expired = Math.max(a?.expired ?? 0, b?.expired ?? 0);
  return { ...(stale ? { stale } : {}), ...(expired ? { expired } : {}) };
}

/** Reads every instance's expirations into this process's manifest; false when Redis did not answer. */
export async function syncTags() {
  const remote = await withRedis((client) => client.hGetAll(hashKey()));
  if (!remote) return false;
  for (const [tag, raw] of Object.entries(remote)) {
    if (tag === RECONNECTED) {
      trustedSince = Math.max(trustedSince, Number(String(raw)) || 0);
      continue;
    }
    try {
      manifest.set(tag, newest(manifest.get(tag), JSON.parse(String(raw))));
    } catch {
      // a foreign or corrupt field: ignore it rather than fail a page
    }
  }
  return true;
}

/** Expires (or marks stale, with durations) the tags here and on every instance, as Next's own handlers do.
 * @param {string[]} tags @param {{ expire?: number }} [durations] */
export async function expireTags(tags, durations) {
  const now = Math.round(performance.timeOrigin + performance.now());
  /** @type {Record<string, string>} */
  const fields = {};
  for (const tag of tags) {
    const current = manifest.get(tag) ?? {};
    const next = durations
      ? {
          ...current,
          stale: now,
          ...(durations.expire !== undefined ? { expired: now + durations.expire * 1000 } : {}),
        }
      : { ...current, expired: now };
    manifest.set(tag, next);
    fields[tag] = JSON.stringify(next);
  }
  if (tags.length === 0) return;
  const published = await withRedis((client) => client.hSet(hashKey(), fields));
  if (published === undefined)
    for (const tag of tags) unpublished.set(tag, newest(unpublished.get(tag), manifest.get(tag)));
}

async function publishPending() {
  if (unpublished.size === 0 && !trustedSince) return;
  await syncTags(); // never overwrite a newer expiration another instance published meanwhile
  /** @type {Record<string, string>} */
  const fields = Object.fromEntries([...unpublished].map(([tag]) => [tag, JSON.stringify(manifest.get(tag))]));
  if (trustedSince) fields[RECONNECTED] = String(trustedSince);
  const published = await withRedis((client) => client.hSet(hashKey(), fields));
  if (published !== undefined) for (const tag of Object.keys(fields)) unpublished.delete(tag);
}
onRedisReady((again) => {
  // Before any read through the new connection: nothing written before it is trusted (see trustedSince).
  if (again || unpublished.size > 0)
    trustedSince = Math.max(trustedSince, Math.round(performance.timeOrigin + performance.now()));
  void publishPending();
});

/** Whether an entry written at `writtenAt` (ms since the epoch) predates Redis's return. @param {number} writtenAt */
export const writtenBeforeOutage = (writtenAt) => writtenAt < trustedSince;

/** The latest expiration of any of the tags (0: never expired), what Next's `getExpiration` asks for.
 * @param {string[]} tags */
export async function latestExpiration(tags) {
  return Math.max(0, ...tags.map((tag) => manifest.get(tag)?.expired ?? 0));
}

export { areTagsExpired, areTagsStale, tagsManifest };

// @ts-check
// The Redis connection both cache handlers share when REDIS_URL is set (one per process, kept on globalThis because
// Next loads the page-cache handler and the 'use cache' handlers through separate module graphs).
// Commands never queue while Redis is away and never wait longer than REDIS_TIMEOUT_MS: a missing cache means the
// page renders from the database, which is slower but correct; a hung request is not.
import { createClient, RESP_TYPES } from "@redis/client";

const TIMEOUT_MS = Number(process.env.REDIS_TIMEOUT_MS ?? 500);
const KEY = Symbol.for("studio.cache.redis");

/** @typedef {{ client: any, warned: boolean, connected: boolean, onReady: Set<(again: boolean) => void> }} Shared */

/** @returns {Shared | undefined} */
function shared() {
  const url = process.env.REDIS_URL;
  if (!url) return undefined;
  const g = /** @type {Record<symbol, Shared>} */ (/** @type {unknown} */ (globalThis));
  if (g[KEY]) return g[KEY];
  const client = createClient({
    url,
    disableOfflineQueue: true,
    // Reconnects by itself, backing off to 2 s between attempts.
    socket: { connectTimeout: 2_000, reconnectStrategy: (retries) => Math.min(50 * 2 ** retries, 2_000) },
  }).withTypeMapping({ [RESP_TYPES.BLOB_STRING]: Buffer });
  /** @type {Shared} */
  const state = { client, warned: false, connected: false, onReady: new Set() };
  client.on("error", (/** @type {Error} */ error) =>
    warnOnce(state, `Redis unavailable (${error.message}): pages render without the shared cache`),
  );
  client.on("ready", () => {
    if (state.warned) warn("Redis is back: the shared cache is in use again");
    state.warned = false;
    const again = state.connected;
    state.connected = true;
    for (const fn of state.onReady) fn(again);
  });
  client.connect().catch(() => {}); // the error event already said it; reconnectStrategy keeps trying
  g[KEY] = state;
  return state;
}

/** @param {Shared} state @param {string} message */
function warnOnce(state, message) {
  if (state.warned) return;
  state.warned = true;
  warn(message);
}

/** Through the app's logger (lib/log/logger.ts keeps it on globalThis; this file loads outside the app's bundles),
 *  or the console before it exists. @param {string} message */
function warn(message) {
  const log = /** @type {{ __studioLogger?: { child(b: object): { warn(m: string): void } } }} */ (globalThis)
    .__studioLogger;
  if (log) log.child({ scope: "cache" }).warn(message);
  else console.warn(`[cache] ${message}`);
}

/** Whether the shared cache is configured (REDIS_URL set), whatever its connection's state. */
export const redisConfigured = () => Boolean(process.env.REDIS_URL);

/** Runs `fn` against Redis; `undefined` when Redis is not configured, not connected, failing or too slow.
 * @template T @param {(client: any) => Promise<T>} fn @returns {Promise<T | undefined>} */
export async function withRedis(fn) {
  const state = shared();
  if (!state || !state.client.isReady) return undefined;
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  try {
    return await Promise.race([
      fn(state.client),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer in ${TIMEOUT_MS} ms`)), TIMEOUT_MS);
      }),
    ]);
  } catch (error) {
    warnOnce(state, `Redis command failed (${error instanceof Error ? error.message : error}): rendering without it`);
    return undefined;
  } finally {
    clearTimeout(timer);
  }
}

/** Calls `fn` each time the connection becomes ready: `again` after it was lost. @param {(again: boolean) => void} fn */
export function onRedisReady(fn) {
  shared()?.onReady.add(fn);
}

/** Key prefix, so that several sites (or test runs) can share one Redis. */
export const prefix = () => process.env.REDIS_PREFIX ?? "studio:";

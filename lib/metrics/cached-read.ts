import { metrics } from "./registry.mjs";

/** A cached read (`'use cache'` function) as callers use it: each call is counted in studio_cached_reads_total, and
 *  the function counts each time its body runs (a miss) in studio_cached_read_misses_total, so hits are the calls
 *  less the misses, per read. */
export function countedRead<A extends unknown[], R>(
  read: string,
  cached: (...args: A) => Promise<R>,
): (...args: A) => Promise<R> {
  return (...args) => {
    metrics.cachedReads.inc({ read });
    return cached(...args);
  };
}

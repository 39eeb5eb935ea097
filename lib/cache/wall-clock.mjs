// @ts-check
// Next stamps a tag's expiry and a stored page with the wall clock (Date.now) in some places and with
// `performance.timeOrigin + performance.now()` in others, and a page counts as expired only once that second clock has
// passed the expiry. The second clock is the wall clock at start plus a monotonic count that a step of the system clock
// never moves (an NTP correction, a virtual machine resumed or its clock synced): after the wall clock jumps ahead by
// S, every edit stays invisible for S. One CI run lost its last ten minutes of freshness this way. Here
// `performance.timeOrigin` is re-read from the wall clock whenever the two disagree, so both stamps are one clock.

/** How far (ms) the two may disagree before the origin follows the wall clock: Date.now() counts whole milliseconds. */
const TOLERANCE_MS = 1;

/**
 * Makes `perf.timeOrigin + perf.now()` follow `wallNow()` from now on (once: a second call changes nothing).
 * @param {{ timeOrigin: number, now(): number }} [perf] @param {() => number} [wallNow]
 */
export function followWallClock(perf = performance, wallNow = () => Date.now()) {
  if (Object.hasOwn(perf, "timeOrigin")) return;
  let origin = perf.timeOrigin;
  Object.defineProperty(perf, "timeOrigin", {
    configurable: true,
    enumerable: true,
    get() {
      const drift = wallNow() - (origin + perf.now());
      if (Math.abs(drift) > TOLERANCE_MS) origin += drift;
      return origin;
    },
  });
}

/** A small fixed-window rate limiter kept in process memory (lib/rate-limit.ts did not exist yet when the
 *  conversion route was written). Keys are only held in memory for the window, never stored. */
const windows = new Map<string, { count: number; resetAt: number }>();

export function hit(bucket: string, key: string, limit: number, windowMs: number, now = Date.now()):
  { allowed: boolean; retryAfterMs: number } {
  const id = `${bucket}:${key}`;
  let entry = windows.get(id);
  if (!entry || entry.resetAt <= now) {
    entry = { count: 0, resetAt: now + windowMs };
    windows.set(id, entry);
    if (windows.size > 10_000) for (const [k, v] of windows) if (v.resetAt <= now) windows.delete(k);
  }
  entry.count += 1;
  return { allowed: entry.count <= limit, retryAfterMs: entry.count <= limit ? 0 : entry.resetAt - now };
}

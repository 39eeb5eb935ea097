import "server-only";
import { createHash } from "node:crypto";
import { RateLimiterPrisma, RateLimiterRes } from "rate-limiter-flexible";
import type { PrismaClient } from "@/generated/prisma/client";
import { db } from "@/lib/db";
import { isStorableText } from "@/lib/validation";
import { metrics } from "@/lib/metrics/registry.mjs";

export interface RateLimitResult {
  allowed: boolean;
  /** Seconds until the next hit would be allowed (0 when allowed). */
  retryAfterSeconds: number;
}

const MAX_KEY_LENGTH = 200;

/** The key as stored: a long or unstorable key (it comes from the client) is kept as its SHA-256 digest, which
 *  still tells different keys apart. */
function storedKey(key: string): string {
  return key.length <= MAX_KEY_LENGTH && isStorableText(key)
    ? key
    : `sha256:${createHash("sha256").update(key).digest("hex")}`;
}

/** One limiter per database, bucket and rule (each keeps one clean-up timer). */
const limiters = new WeakMap<PrismaClient, Map<string, RateLimiterPrisma>>();
function limiter(prisma: PrismaClient, bucket: string, limit: number, windowMs: number): RateLimiterPrisma {
  let forClient = limiters.get(prisma);
  if (!forClient) limiters.set(prisma, (forClient = new Map()));
  const id = `${bucket}:${limit}:${windowMs}`;
  let found = forClient.get(id);
  if (!found) {
    found = new RateLimiterPrisma({
      storeClient: prisma,
      tableName: "rateLimiterFlexible",
      keyPrefix: bucket,
      points: limit,
      duration: Math.max(1, Math.round(windowMs / 1000)),
    });
    forClient.set(id, found);
  }
  return found;
}

/** Counts one hit of `key` (a client's limit key) against `bucket`: at most `limit` hits per window of `windowMs`
 *  from the first. One atomic upsert in the database (rate-limiter-flexible), so concurrent hits on any instance
 *  sharing the database are all counted and never more than `limit` pass. `prisma` is injectable for tests. */
export async function hit(
  bucket: string,
  rawKey: string,
  limit: number,
  windowMs: number,
  prisma?: PrismaClient,
): Promise<RateLimitResult> {
  const client = prisma ?? (await db());
  try {
    await limiter(client, bucket, limit, windowMs).consume(storedKey(rawKey));
    return { allowed: true, retryAfterSeconds: 0 };
  } catch (refusal) {
    if (!(refusal instanceof RateLimiterRes)) throw refusal;
    metrics.rateLimitRefusals.inc({ bucket });
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(refusal.msBeforeNext / 1000)) };
  }
}

/** Forgets `key`'s count against `bucket`, e.g. once a sign-in from that client succeeded. */
export async function forget(bucket: string, key: string, prisma?: PrismaClient): Promise<void> {
  const client = prisma ?? (await db());
  // The limit and window do not matter for deleting: the row is `${bucket}:${key}`.
  await limiter(client, bucket, 1, 1000).delete(storedKey(key));
}

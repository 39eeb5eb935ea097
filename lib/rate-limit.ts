import "server-only";
import { createHash } from "node:crypto";
import type { PrismaClient } from "@/generated/prisma/client";
import { db } from "@/lib/db";
import { isStorableText } from "@/lib/validation";

export interface RateLimitResult {
  allowed: boolean;
  /** Seconds until the next hit would be allowed (0 when allowed). */
  retryAfterSeconds: number;
}

const MAX_KEY_LENGTH = 200;

/** The key as stored. A key is whatever the client sent (the first X-Forwarded-For entry): a long one would
 *  overflow the (bucket, key, createdAt) index and fail the insert, so long or unstorable keys are kept as their
 *  SHA-256 digest, which still tells different keys apart. */
function storedKey(key: string): string {
  return key.length <= MAX_KEY_LENGTH && isStorableText(key) ? key : `sha256:${createHash("sha256").update(key).digest("hex")}`;
}

/** Records one hit of `key` (e.g. an IP) against `bucket` and says whether it stays within `limit` hits per
 *  `windowMs`. A refused hit is not recorded. Hits live in the RateLimitHit table, so the limit holds across
 *  processes and restarts. `prisma` is injectable for tests. */
export async function hit(bucket: string, rawKey: string, limit: number, windowMs: number, prisma?: PrismaClient): Promise<RateLimitResult> {
  const client = prisma ?? (await db());
  const key = storedKey(rawKey);
  const now = Date.now();
  const since = new Date(now - windowMs);
  await client.rateLimitHit.deleteMany({ where: { bucket, key, createdAt: { lt: since } } });
  const recent = await client.rateLimitHit.findMany({
    where: { bucket, key, createdAt: { gte: since } }, orderBy: { createdAt: "asc" }, select: { createdAt: true },
  });
  if (recent.length >= limit) {
    const oldest = recent[recent.length - limit].createdAt.getTime();
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((oldest + windowMs - now) / 1000)) };
  }
  await client.rateLimitHit.create({ data: { bucket, key } });
  return { allowed: true, retryAfterSeconds: 0 };
}

/** Forgets every recorded hit of `key` against `bucket`, e.g. once a sign-in from that IP succeeded. */
export async function forget(bucket: string, key: string, prisma?: PrismaClient): Promise<void> {
  await (prisma ?? (await db())).rateLimitHit.deleteMany({ where: { bucket, key: storedKey(key) } });
}

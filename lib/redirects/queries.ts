import "server-only";
import { cacheLife, cacheTag } from "next/cache";
import { db } from "@/lib/db";
import { tags } from "@/lib/cache-tags";
import { withTimeout } from "@/lib/timeout";
import { logger } from "@/lib/log/logger";
import { metrics } from "@/lib/metrics/registry.mjs";
import { countedRead } from "@/lib/metrics/cached-read";
import { resolveRedirect, type RedirectMap } from "./rules";

const log = logger("redirects");
const WAIT_MS = 5000;

/** Every stored redirect, from path → target; cached until a redirect or a slug changes (tag "redirects"), so a
 *  request for an old address costs no database query. Empty (cached briefly) while the database is away. */
async function cachedRedirectMap(): Promise<RedirectMap> {
  "use cache";
  cacheTag(tags.redirects);
  metrics.cachedReadRuns.inc({ read: "redirects" });
  try {
    const prisma = await withTimeout(db(), WAIT_MS);
    const rows = await withTimeout(prisma.redirect.findMany({ select: { fromPath: true, toPath: true } }), WAIT_MS);
    cacheLife("content");
    return Object.fromEntries(rows.map((r) => [r.fromPath, r.toPath]));
  } catch (error) {
    log.error({ err: error }, "database unavailable, no redirects for now");
    cacheLife("minutes");
    return {};
  }
}
const getRedirectMap = countedRead("redirects", cachedRedirectMap);

/** Where an address that no page answers now lives, or null. */
export async function redirectFor(path: string): Promise<string | null> {
  return resolveRedirect(await getRedirectMap(), path);
}

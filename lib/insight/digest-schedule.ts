import "server-only";
import type { PrismaClient } from "@/generated/prisma/client";
import { logger } from "@/lib/log/logger";
import { mailConfigured } from "@/lib/outbox/mailer";
import { wakeOutbox } from "@/lib/outbox/schedule";
import { runtimeSiteUrl } from "@/lib/settings/defaults";
import { queueWeeklyDigest } from "./digest";

const log = logger("insight");

/** First look two minutes after start, then every hour: the digest goes out in the first hour of Monday (UTC), or as
 *  soon after as an instance runs. */
const DIGEST_SCHEDULE = { firstRunMs: 120_000, everyMs: 60 * 60_000 } as const;

/** Looks for a weekly digest to send on this schedule; nothing is scheduled without SMTP. Returns the stop function. */
export function scheduleWeeklyDigest(prisma: () => Promise<PrismaClient>, schedule = DIGEST_SCHEDULE): () => void {
  if (!mailConfigured()) return () => {};
  const run = async () => {
    try {
      const outcome = await queueWeeklyDigest(await prisma(), { siteUrl: runtimeSiteUrl() });
      if (outcome === "queued") {
        log.info("weekly digest queued");
        wakeOutbox();
      }
    } catch (error) {
      log.error({ err: error }, "weekly digest failed");
    }
  };
  let every: ReturnType<typeof setInterval> | undefined;
  const first = setTimeout(() => {
    void run();
    every = setInterval(() => void run(), schedule.everyMs);
    every.unref?.();
  }, schedule.firstRunMs);
  first.unref?.();
  return () => {
    clearTimeout(first);
    if (every) clearInterval(every);
  };
}

import type { PrismaClient } from "@/generated/prisma/client";
import { logger } from "@/lib/log/logger";
import { runRetention } from "./run";

const log = logger("retention");

/** First run a minute after start (not in the way of the first requests), then once a day. */
const RETENTION_SCHEDULE = { firstRunMs: 60_000, everyMs: 24 * 60 * 60_000 } as const;

/** Runs the retention job in this process on its schedule; returns the stop function. Timers never keep the process
 *  alive, and a failed run is logged and retried at the next one. */
export function scheduleRetention(prisma: () => Promise<PrismaClient>, schedule = RETENTION_SCHEDULE): () => void {
  const run = async () => {
    try {
      await runRetention(await prisma());
    } catch (error) {
      log.error({ err: error }, "retention run failed");
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

import "server-only";
import { randomBytes } from "node:crypto";
import type { PrismaClient } from "@/generated/prisma/client";
import { logger } from "@/lib/log/logger";

const log = logger("publishing");

/** How often each instance reads the next scheduled time (a schedule made on another instance is seen within it). */
const SCHEDULER_POLL_MS = 15_000;
/** The longest a planned publication's timer sleeps before it reads the wall clock again. */
const WAKE_MS = 1_000;

interface Scheduler {
  nudge: (at: Date) => void;
  token: string;
}
// Shared through globalThis: the server's instrumentation and its route handlers are separate bundles.
const g = globalThis as unknown as { __publishScheduler?: Scheduler };

/** A save scheduled something: plan its time now rather than at the next poll. */
export function nudgeScheduler(at: Date) {
  g.__publishScheduler?.nudge(at);
}

/** The secret this process's scheduler sends to its own /api/ops/publish-due (nobody else knows it). */
export const schedulerToken = () => g.__publishScheduler?.token;

export interface SchedulerOptions {
  pollMs?: number;
  /** Asks this instance to publish what is due and expire its cache tags (tags expire only within a request). */
  fire?: (since: Date, token: string) => Promise<void>;
}

async function fireOverHttp(since: Date, token: string) {
  const host =
    !process.env.HOSTNAME || ["0.0.0.0", "::"].includes(process.env.HOSTNAME) ? "127.0.0.1" : process.env.HOSTNAME;
  const response = await fetch(`http://${host}:${process.env.PORT ?? "3000"}/api/ops/publish-due`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify({ since: since.toISOString() }),
  });
  if (!response.ok) throw new Error(`publish-due answered ${response.status}`);
}

/** Publishes scheduled items at their time without anyone acting and without a rebuild, on every instance: each one
 *  reads the next scheduled time every 15 s, sets a timer for it, and when it comes asks itself (over HTTP, so the
 *  tags expire inside a request) to publish what is due and expire the tags of what came due. Returns stop. */
export function schedulePublishing(
  prisma: () => Promise<PrismaClient>,
  nextPublishTime: (prisma: PrismaClient, since: Date) => Promise<Date | null>,
  options: SchedulerOptions = {},
): () => void {
  const pollMs = options.pollMs ?? SCHEDULER_POLL_MS;
  const fire = options.fire ?? fireOverHttp;
  const token = randomBytes(32).toString("base64url");
  let since = new Date(Date.now() - pollMs);
  let planned: { at: number; timer: ReturnType<typeof setTimeout> } | null = null;
  let stopped = false;

  const run = async () => {
    const now = new Date();
    try {
      await fire(since, token);
      since = now;
    } catch (error) {
      log.error({ err: error }, "publishing scheduled items failed; trying again at the next check");
    }
  };
  const plan = (at: Date) => {
    if (stopped || (planned && planned.at <= at.getTime())) return;
    if (planned) clearTimeout(planned.timer);
    // A timer counts monotonic time and the due time is wall time: waking at least once a second keeps a step of the
    // system clock (NTP, a resumed virtual machine) from delaying a publication by more than a second.
    const wait = Math.max(0, Math.min(at.getTime() - Date.now(), WAKE_MS));
    const timer = setTimeout(() => {
      planned = null;
      if (at.getTime() <= Date.now()) void run().then(check);
      else plan(at);
    }, wait);
    timer.unref?.();
    planned = { at: at.getTime(), timer };
  };
  const check = async () => {
    try {
      const next = await nextPublishTime(await prisma(), since);
      if (next) plan(next);
    } catch (error) {
      log.warn({ err: error }, "could not read the next scheduled time");
    }
  };

  g.__publishScheduler = { nudge: plan, token };
  void check();
  const poll = setInterval(() => void check(), pollMs);
  poll.unref?.();
  return () => {
    stopped = true;
    clearInterval(poll);
    if (planned) clearTimeout(planned.timer);
    if (g.__publishScheduler?.token === token) g.__publishScheduler = undefined;
  };
}

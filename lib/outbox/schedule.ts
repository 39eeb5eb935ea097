import "server-only";
import type { PrismaClient } from "@/generated/prisma/client";
import { logger } from "@/lib/log/logger";
import { mailConfigured, smtpSender, type SendMail } from "./mailer";
import { runOutbox } from "./worker";

const log = logger("outbox");

/** How often the worker looks for due messages (retries); a new message wakes it at once. */
const OUTBOX_POLL_MS = 10_000;

// The one runner of this process, on globalThis: the server's bundles (instrumentation, actions) each load this file.
const state = globalThis as { __studioOutboxWake?: () => void };

/** Asks this process's runner to send now (after a new lead); nothing when no runner is scheduled. Never waits. */
export function wakeOutbox(): void {
  state.__studioOutboxWake?.();
}

/** Runs the outbox in this process: every OUTBOX_POLL_MS and when woken, never two passes at once. Nothing is
 *  scheduled without SMTP_URL. Returns the stop function. */
export function scheduleOutbox(
  prisma: () => Promise<PrismaClient>,
  send?: SendMail,
  pollMs = OUTBOX_POLL_MS,
): () => void {
  if (!send && !mailConfigured()) return () => {};
  const sender = send ?? smtpSender(process.env.SMTP_URL!.trim());
  let running = false;
  let again = false;
  const pass = async () => {
    if (running) return void (again = true);
    running = true;
    try {
      do {
        again = false;
        await runOutbox(await prisma(), sender);
      } while (again);
    } catch (error) {
      log.error({ err: error }, "outbox run failed");
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void pass(), pollMs);
  timer.unref?.();
  state.__studioOutboxWake = () => void setImmediate(() => void pass());
  return () => {
    clearInterval(timer);
    delete state.__studioOutboxWake;
  };
}

import "server-only";
import type { PrismaClient } from "@/generated/prisma/client";
import { metrics } from "@/lib/metrics/registry.mjs";
import { logger } from "@/lib/log/logger";
import { LINK_MAIL_KINDS, SENT_LINK_BODY, type SendMail } from "./mailer";

const log = logger("outbox");

/** A claimed message is someone else's for this long (far longer than one SMTP attempt may take). */
const OUTBOX_LEASE_MS = 2 * 60_000;
const OUTBOX_BATCH = 20;

/** Wait before the next attempt after `attempts` failures: 30 s, 1 min, 2 min … at most an hour. */
export function backoffMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 60 * 60_000);
}

export interface OutboxReport {
  sent: number;
  failed: number;
  backlog: number;
}

interface Claimed {
  id: string;
  kind: string;
  recipient: string;
  subject: string;
  body: string;
  attempts: number;
}

/** Claims due messages with FOR UPDATE SKIP LOCKED and a lease, so runners on several instances never take the
 *  same message; a runner that died mid-send leaves its lease to expire and the message is taken again. */
async function claim(prisma: PrismaClient, now: Date, batch: number): Promise<Claimed[]> {
  const until = new Date(now.getTime() + OUTBOX_LEASE_MS);
  return prisma.$queryRaw<Claimed[]>`
    UPDATE outbox SET locked_until = ${until}
    WHERE id IN (
      SELECT id FROM outbox
      WHERE sent_at IS NULL AND next_attempt_at <= ${now} AND (locked_until IS NULL OR locked_until <= ${now})
      ORDER BY created_at LIMIT ${batch}
      FOR UPDATE SKIP LOCKED)
    RETURNING id, kind, recipient, subject, body, attempts`;
}

/** One pass: sends every due message, records each success or failure (the next attempt after a backoff), and
 *  updates the backlog gauge. */
export async function runOutbox(
  prisma: PrismaClient,
  send: SendMail,
  now = new Date(),
  batch = OUTBOX_BATCH,
): Promise<OutboxReport> {
  const claimed = await claim(prisma, now, batch);
  let sent = 0;
  let failed = 0;
  for (const message of claimed) {
    const attempts = message.attempts + 1;
    try {
      await send({ to: message.recipient, subject: message.subject, text: message.body });
      await prisma.outboxMessage.update({
        where: { id: message.id },
        data: {
          sentAt: new Date(),
          attempts,
          lockedUntil: null,
          lastError: null,
          ...(LINK_MAIL_KINDS.includes(message.kind) ? { body: SENT_LINK_BODY } : {}),
        },
      });
      sent++;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      await prisma.outboxMessage.update({
        where: { id: message.id },
        data: {
          attempts,
          lockedUntil: null,
          lastError: reason.slice(0, 1000),
          nextAttemptAt: new Date(now.getTime() + backoffMs(attempts)),
        },
      });
      log.warn({ id: message.id, attempts, err: error }, "outbox message not sent; retried later");
      failed++;
    }
  }
  const backlog = await prisma.outboxMessage.count({ where: { sentAt: null } });
  metrics.outboxBacklog.set(backlog);
  if (sent) metrics.outboxSent.inc(sent);
  if (failed) metrics.outboxFailures.inc(failed);
  if (claimed.length) log.info({ sent, failed, backlog }, "outbox run");
  return { sent, failed, backlog };
}

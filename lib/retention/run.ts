import type { PrismaClient } from "@/generated/prisma/client";
import { logger } from "@/lib/log/logger";
import { metrics } from "@/lib/metrics/registry.mjs";
import { pruneTrash } from "@/lib/trash/trash";
import { forgetRevisionsBeyondKept } from "@/lib/revisions/store";
import { rollUpInsight } from "@/lib/insight/rollup";

const log = logger("retention");

/** How long each kind of row is kept. Audit rows: AUDIT_RETENTION_DAYS (default a year). */
export const RETENTION = {
  loginAttemptDays: 30,
  /** An address an account signed in from keeps its own sign-in allowance this long after its last sign-in. */
  signInAddressDays: 90,
  rateLimitDays: 30,
  conversionMonths: 13,
  searchMonths: 13,
  defaultAuditDays: 365,
  idempotencyKeyDays: 1,
  sentMailDays: 30,
} as const;

/** One lock id for the job across every instance sharing the database (migrations use another). */
const RETENTION_LOCK = 72_021_002;
const DAY_MS = 86_400_000;

export interface RetentionReport {
  loginAttempts: number;
  signInAddresses: number;
  rateLimits: number;
  conversionEvents: number;
  conversionDays: number;
  auditRows: number;
  idempotencyKeys: number;
  trashItems: number;
  sentMails: number;
  searchDays: number;
  revisions: number;
  /** Days of page views rolled up into the insight_*_daily tables; raw views and vitals deleted after 30 days. */
  insightDays: number;
  insightViews: number;
  insightVitals: number;
}

function auditDays(env: Record<string, string | undefined> = process.env): number {
  const days = Number(env.AUDIT_RETENTION_DAYS);
  return Number.isInteger(days) && days > 0 ? days : RETENTION.defaultAuditDays;
}

const monthsBefore = (now: Date, months: number) => {
  const d = new Date(now);
  d.setUTCMonth(d.getUTCMonth() - months);
  return d;
};

/** Prunes what the site no longer needs, in one transaction, on one instance at a time (a transaction-scoped
 *  advisory lock: another instance running it at the same moment skips and returns null). Conversion events older
 *  than 13 months are first added to their day's count in conversion_daily, so totals stay; search counts go after 13 months;
 *  each item keeps its REVISIONS_KEPT most recent revisions; the insight beacon's complete days are rolled up into
 *  daily counts and its raw rows go after 30 days. */
export async function runRetention(
  prisma: PrismaClient,
  now = new Date(),
  env: Record<string, string | undefined> = process.env,
): Promise<RetentionReport | null> {
  const report = await prisma.$transaction(
    async (tx) => {
      const [{ locked }] = await tx.$queryRaw<
        { locked: boolean }[]
      >`SELECT pg_try_advisory_xact_lock(${RETENTION_LOCK}::bigint) AS locked`;
      if (!locked) return null;
      const conversionCutoff = monthsBefore(now, RETENTION.conversionMonths);
      const conversionDays = await tx.$executeRaw`
      INSERT INTO conversion_daily (day, action, page, count)
      SELECT created_at::date, action, page, count(*)::int FROM conversion_events WHERE created_at < ${conversionCutoff}
      GROUP BY 1, 2, 3
      ON CONFLICT (day, action, page) DO UPDATE SET count = conversion_daily.count + EXCLUDED.count`;
      const conversionEvents = await tx.conversionEvent.deleteMany({ where: { createdAt: { lt: conversionCutoff } } });
      const loginAttempts = await tx.loginAttempt.deleteMany({
        where: { createdAt: { lt: new Date(now.getTime() - RETENTION.loginAttemptDays * DAY_MS) } },
      });
      const signInAddresses = await tx.signInAddress.deleteMany({
        where: { lastSuccessAt: { lt: new Date(now.getTime() - RETENTION.signInAddressDays * DAY_MS) } },
      });
      const rateLimits = await tx.rateLimiterFlexible.deleteMany({
        where: { expire: { lt: new Date(now.getTime() - RETENTION.rateLimitDays * DAY_MS) } },
      });
      const idempotencyKeys = await tx.idempotencyKey.deleteMany({
        where: { createdAt: { lt: new Date(now.getTime() - RETENTION.idempotencyKeyDays * DAY_MS) } },
      });
      const trashItems = await pruneTrash(tx, now);
      const sentMails = await tx.outboxMessage.deleteMany({
        where: { sentAt: { lt: new Date(now.getTime() - RETENTION.sentMailDays * DAY_MS) } },
      });
      const searchDays = await tx.searchDaily.deleteMany({
        where: { day: { lt: monthsBefore(now, RETENTION.searchMonths) } },
      });
      const revisions = await forgetRevisionsBeyondKept(tx);
      const insight = await rollUpInsight(tx, now);
      const auditRows = await tx.auditLog.deleteMany({
        where: { createdAt: { lt: new Date(now.getTime() - auditDays(env) * DAY_MS) } },
      });
      return {
        loginAttempts: loginAttempts.count,
        signInAddresses: signInAddresses.count,
        rateLimits: rateLimits.count,
        conversionEvents: conversionEvents.count,
        conversionDays,
        auditRows: auditRows.count,
        idempotencyKeys: idempotencyKeys.count,
        trashItems,
        sentMails: sentMails.count,
        searchDays: searchDays.count,
        revisions,
        insightDays: insight.days,
        insightViews: insight.views,
        insightVitals: insight.vitals,
      };
    },
    { timeout: 60_000 },
  );
  if (!report) {
    log.info("another instance is running the retention job");
    return null;
  }
  metrics.retentionDeleted.inc({ table: "login_attempts" }, report.loginAttempts);
  metrics.retentionDeleted.inc({ table: "sign_in_addresses" }, report.signInAddresses);
  metrics.retentionDeleted.inc({ table: "rate_limits" }, report.rateLimits);
  metrics.retentionDeleted.inc({ table: "conversion_events" }, report.conversionEvents);
  metrics.retentionDeleted.inc({ table: "audit_log" }, report.auditRows);
  metrics.retentionDeleted.inc({ table: "trash" }, report.trashItems);
  metrics.retentionDeleted.inc({ table: "outbox" }, report.sentMails);
  metrics.retentionDeleted.inc({ table: "search_daily" }, report.searchDays);
  metrics.retentionDeleted.inc({ table: "revisions" }, report.revisions);
  metrics.retentionDeleted.inc({ table: "insight_views" }, report.insightViews);
  metrics.retentionDeleted.inc({ table: "insight_vitals" }, report.insightVitals);
  log.info(report, "retention run");
  return report;
}

import type { Prisma } from "@/generated/prisma/client";
import { pageDailyFromViews, visitDailyFromViews, vitalDailyFromVitals } from "./aggregate";

type Tx = Prisma.TransactionClient;

/** Raw page views and vitals are kept this long, then only their daily counts remain. */
const INSIGHT_RAW_DAYS = 30;

/** The settings row naming the first day not yet rolled up ("2026-12-06"). */
const ROLLED_UP_KEY = "insight.rolled-up-before";

const DAY_MS = 86_400_000;
export const startOfUtcDay = (now: Date) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
const dayText = (day: Date) => day.toISOString().slice(0, 10);

/** The first day whose counts are still only in the raw tables (the epoch before the first roll-up). */
export async function rolledUpBefore(db: Pick<Tx, "setting">): Promise<Date> {
  const row = await db.setting.findUnique({ where: { key: ROLLED_UP_KEY } });
  return row ? new Date(`${row.value}T00:00:00Z`) : new Date(0);
}

export interface RollUpReport {
  days: number;
  views: number;
  vitals: number;
}

/** Inside the retention job's transaction: stores the daily counts of every complete day not rolled up yet (up to
 *  yesterday, UTC), moves the mark to today, then deletes raw rows older than INSIGHT_RAW_DAYS (all rolled up by
 *  then). Run twice, it finds nothing left to roll up. */
export async function rollUpInsight(tx: Tx, now = new Date()): Promise<RollUpReport> {
  const today = startOfUtcDay(now);
  const before = await rolledUpBefore(tx);
  let days = 0;
  if (before < today) {
    const from = before;
    await tx.$executeRaw`INSERT INTO insight_page_daily (day, path, device, views, visits, entries)
      ${pageDailyFromViews(from, today)}
      ON CONFLICT (day, path, device) DO UPDATE
      SET views = EXCLUDED.views, visits = EXCLUDED.visits, entries = EXCLUDED.entries`;
    await tx.$executeRaw`INSERT INTO insight_visit_daily
      (day, landing_path, referrer_host, utm_source, utm_medium, utm_campaign, device, visits)
      ${visitDailyFromViews(from, today)}
      ON CONFLICT (day, landing_path, referrer_host, utm_source, utm_medium, utm_campaign, device) DO UPDATE
      SET visits = EXCLUDED.visits`;
    await tx.$executeRaw`INSERT INTO insight_vital_daily (day, path, device, metric, bucket, count)
      ${vitalDailyFromVitals(from, today)}
      ON CONFLICT (day, path, device, metric, bucket) DO UPDATE SET count = EXCLUDED.count`;
    const [{ n }] = await tx.$queryRaw<{ n: number }[]>`
      SELECT count(DISTINCT created_at::date)::int AS n FROM insight_views WHERE created_at >= ${from} AND created_at < ${today}`;
    days = n;
    await tx.setting.upsert({
      where: { key: ROLLED_UP_KEY },
      create: { key: ROLLED_UP_KEY, value: dayText(today) },
      update: { value: dayText(today) },
    });
  }
  const cutoff = new Date(now.getTime() - INSIGHT_RAW_DAYS * DAY_MS);
  const views = await tx.insightView.deleteMany({ where: { createdAt: { lt: cutoff } } });
  const vitals = await tx.insightVital.deleteMany({ where: { createdAt: { lt: cutoff } } });
  return { days, views: views.count, vitals: vitals.count };
}

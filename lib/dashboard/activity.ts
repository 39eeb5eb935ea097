import type { Prisma, PrismaClient } from "@/generated/prisma/client";
import { actionLabel, sourceLabel } from "./labels";
import { rangeDays, type ActivityRange } from "./range";

type Client = Pick<PrismaClient | Prisma.TransactionClient, "$queryRaw">;

/** One series of a chart: its id, readable label, and a count for each day of the range. */
export interface Series {
  key: string;
  label: string;
  counts: number[];
  total: number;
}

export interface Activity {
  range: ActivityRange;
  days: string[];
  leadsBySource: Series[];
  conversionsByAction: Series[];
}

interface DayCount {
  day: string;
  key: string;
  count: number;
}

function toSeries(days: string[], rows: DayCount[], label: (key: string) => string): Series[] {
  const index = new Map(days.map((d, i) => [d, i]));
  const byKey = new Map<string, number[]>();
  for (const row of rows) {
    const i = index.get(row.day);
    if (i === undefined) continue;
    const counts = byKey.get(row.key) ?? Array<number>(days.length).fill(0);
    counts[i] += Number(row.count);
    byKey.set(row.key, counts);
  }
  return [...byKey]
    .map(([key, counts]) => ({ key, label: label(key), counts, total: counts.reduce((a, b) => a + b, 0) }))
    .sort((a, b) => b.total - a.total || a.label.localeCompare(b.label));
}

/** Leads per day by source, and conversion clicks per day by action, over the range ending today (UTC days).
 *  Clicks older than 13 months live only as daily counts (conversion_daily, the retention job): both are read. */
export async function activity(prisma: Client, range: ActivityRange, now = new Date()): Promise<Activity> {
  const { days, since } = rangeDays(range, now);
  const [leads, events, folded] = await Promise.all([
    prisma.$queryRaw<DayCount[]>`SELECT to_char(created_at, 'YYYY-MM-DD') AS day, source AS key,
      count(*)::int AS count FROM leads WHERE created_at >= ${since} AND created_at <= ${now} GROUP BY 1, 2`,
    prisma.$queryRaw<DayCount[]>`SELECT to_char(created_at, 'YYYY-MM-DD') AS day, action AS key,
      count(*)::int AS count FROM conversion_events WHERE created_at >= ${since} AND created_at <= ${now} GROUP BY 1, 2`,
    prisma.$queryRaw<DayCount[]>`SELECT to_char(day, 'YYYY-MM-DD') AS day, action AS key, sum(count)::int AS count
      FROM conversion_daily WHERE day >= ${since}::date GROUP BY 1, 2`,
  ]);
  return {
    range,
    days,
    leadsBySource: toSeries(days, leads, sourceLabel),
    conversionsByAction: toSeries(days, [...events, ...folded], actionLabel),
  };
}

import type { Window } from "./aggregate";
import { pageDaily, vitalDaily } from "./aggregate";
import { VITALS, type Vital } from "./shape";
import { LIST_LIMIT } from "./traffic";
import type { Reader } from "./window";

interface VitalValue {
  /** The 75th percentile: the upper bound of the bucket holding it (lib/insight/aggregate.ts). */
  p75: number;
  samples: number;
}

export interface SpeedRow {
  path: string;
  device: string;
  views: number;
  vitals: Partial<Record<Vital, VitalValue>>;
}

/** Real visitors' Core Web Vitals at the 75th percentile per page and device over the window, with the views of that
 *  page on that device; most viewed first. */
export async function speed(prisma: Reader, window: Window): Promise<SpeedRow[]> {
  const [percentiles, views] = await Promise.all([
    prisma.$queryRaw<{ path: string; device: string; metric: Vital; p75: number; samples: number }[]>`
      WITH h AS (
        SELECT path, device, metric, bucket, sum(count) AS n FROM (${vitalDaily(window)}) v GROUP BY 1, 2, 3, 4),
      c AS (
        SELECT path, device, metric, bucket,
          sum(n) OVER (PARTITION BY path, device, metric ORDER BY bucket) AS cumulative,
          sum(n) OVER (PARTITION BY path, device, metric) AS total
        FROM h)
      SELECT path, device, metric, min(bucket)::float8 AS p75, max(total)::int AS samples
      FROM c WHERE cumulative >= 0.75 * total GROUP BY 1, 2, 3`,
    prisma.$queryRaw<{ path: string; device: string; views: number }[]>`
      SELECT path, device, sum(views)::int AS views FROM (${pageDaily(window)}) p GROUP BY 1, 2`,
  ]);
  const rows = new Map<string, SpeedRow>();
  const row = (path: string, device: string) => {
    const key = `${device} ${path}`;
    let found = rows.get(key);
    if (!found) rows.set(key, (found = { path, device, views: 0, vitals: {} }));
    return found;
  };
  for (const p of percentiles) {
    if ((VITALS as readonly string[]).includes(p.metric))
      row(p.path, p.device).vitals[p.metric] = { p75: Number(p.p75), samples: Number(p.samples) };
  }
  for (const v of views) if (rows.has(`${v.device} ${v.path}`)) row(v.path, v.device).views = Number(v.views);
  return [...rows.values()]
    .sort((a, b) => b.views - a.views || a.path.localeCompare(b.path) || a.device.localeCompare(b.device))
    .slice(0, LIST_LIMIT);
}

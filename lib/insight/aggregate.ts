import { Prisma } from "@/generated/prisma/client";

// The daily aggregates, defined once: the retention job's roll-up stores these rows for complete days, and the
// dashboard computes the same rows from the raw events for the days not rolled up yet. Days are UTC days; a visit
// id is new every UTC day (the beacon), so a visit never spans two days and daily visit counts add up over a range.

/** The histogram bucket of a vital: the value rounded up to 10 ms up to 1 s, to 50 ms up to 5 s, to 250 ms beyond, and
 *  a layout-shift score up to 0.01. Every threshold of Google's is a bucket's upper bound, so rating a bucket rates
 *  the values in it exactly. */
const VITAL_BUCKET = Prisma.sql`(CASE
  WHEN metric = 'CLS' THEN (ceil(round((value * 10000)::numeric) / 100) / 100)::float8
  WHEN value <= 1000 THEN ceil(value / 10) * 10
  WHEN value <= 5000 THEN ceil(value / 50) * 50
  ELSE ceil(value / 250) * 250 END)`;

/** Page views of [from, to) per day, page and device: views, visits that saw the page, visits that began on it. */
export const pageDailyFromViews = (from: Date, to: Date) => Prisma.sql`
  SELECT day, path, device, count(*)::int AS views, count(DISTINCT visit_id)::int AS visits,
    (count(*) FILTER (WHERE first_of_visit))::int AS entries
  FROM (SELECT created_at::date AS day, path, device, visit_id,
      row_number() OVER (PARTITION BY created_at::date, visit_id ORDER BY created_at, id) = 1 AS first_of_visit
    FROM insight_views WHERE created_at >= ${from} AND created_at < ${to}) v
  GROUP BY 1, 2, 3`;

/** Visits of [from, to) per day by how they began: the first view's page, referrer host, UTM tags and device. */
export const visitDailyFromViews = (from: Date, to: Date) => Prisma.sql`
  SELECT day, path AS landing_path, referrer_host, utm_source, utm_medium, utm_campaign, device, count(*)::int AS visits
  FROM (SELECT DISTINCT ON (created_at::date, visit_id) created_at::date AS day, path, referrer_host, utm_source,
      utm_medium, utm_campaign, device
    FROM insight_views WHERE created_at >= ${from} AND created_at < ${to}
    ORDER BY created_at::date, visit_id, created_at, id) first_views
  GROUP BY 1, 2, 3, 4, 5, 6, 7`;

/** Vitals of [from, to) per day, page, device, metric and bucket. */
export const vitalDailyFromVitals = (from: Date, to: Date) => Prisma.sql`
  SELECT created_at::date AS day, path, device, metric, ${VITAL_BUCKET} AS bucket, count(*)::int AS count
  FROM insight_vitals WHERE created_at >= ${from} AND created_at < ${to}
  GROUP BY 1, 2, 3, 4, 5`;

/** A window of whole UTC days, [from, to), and the day before which the aggregate tables hold the counts. */
export interface Window {
  from: Date;
  to: Date;
  rolledUpBefore: Date;
}

const later = (a: Date, b: Date) => (a > b ? a : b);
/** A day as text for `::date`: a timestamp parameter would be read in the session's time zone. */
const day = (date: Date) => date.toISOString().slice(0, 10);
const earlier = (a: Date, b: Date) => (a < b ? a : b);

/** The page rows of a window: stored days from insight_page_daily, the rest computed from the raw views. */
export const pageDaily = ({ from, to, rolledUpBefore }: Window) => Prisma.sql`
  SELECT day, path, device, views, visits, entries FROM insight_page_daily
    WHERE day >= ${day(from)}::date AND day < ${day(earlier(to, rolledUpBefore))}::date
  UNION ALL ${pageDailyFromViews(later(from, rolledUpBefore), to)}`;

export const visitDaily = ({ from, to, rolledUpBefore }: Window) => Prisma.sql`
  SELECT day, landing_path, referrer_host, utm_source, utm_medium, utm_campaign, device, visits FROM insight_visit_daily
    WHERE day >= ${day(from)}::date AND day < ${day(earlier(to, rolledUpBefore))}::date
  UNION ALL ${visitDailyFromViews(later(from, rolledUpBefore), to)}`;

export const vitalDaily = ({ from, to, rolledUpBefore }: Window) => Prisma.sql`
  SELECT day, path, device, metric, bucket, count FROM insight_vital_daily
    WHERE day >= ${day(from)}::date AND day < ${day(earlier(to, rolledUpBefore))}::date
  UNION ALL ${vitalDailyFromVitals(later(from, rolledUpBefore), to)}`;

import type { Window } from "./aggregate";
import { pageDaily, visitDaily } from "./aggregate";
import { daysOf, type Reader } from "./window";

interface PageRow {
  path: string;
  views: number;
  visits: number;
  /** Visits that began on this page. */
  entries: number;
}
interface ReferrerRow {
  host: string;
  visits: number;
}
interface CampaignRow {
  source: string;
  medium: string;
  campaign: string;
  visits: number;
}
interface DeviceRow {
  device: string;
  views: number;
  visits: number;
}
export interface Traffic {
  days: string[];
  views: number[];
  visits: number[];
  totals: { views: number; visits: number };
  pages: PageRow[];
  referrers: ReferrerRow[];
  campaigns: CampaignRow[];
  devices: DeviceRow[];
}

/** The longest list a report keeps (a page of the table shows ten). */
export const LIST_LIMIT = 1000;

function perDay(days: string[], rows: { day: string; n: number }[]): number[] {
  const byDay = new Map(rows.map((r) => [r.day, Number(r.n)]));
  return days.map((d) => byDay.get(d) ?? 0);
}

/** Views and visits per day, and the window's pages, referrers, UTM campaigns and devices, most visited first. */
export async function traffic(prisma: Reader, window: Window): Promise<Traffic> {
  const pages = pageDaily(window);
  const visits = visitDaily(window);
  const [viewsByDay, visitsByDay, pageRows, referrers, campaigns, deviceViews, deviceVisits] = await Promise.all([
    prisma.$queryRaw<{ day: string; n: number }[]>`
      SELECT to_char(day, 'YYYY-MM-DD') AS day, sum(views)::int AS n FROM (${pages}) p GROUP BY 1`,
    prisma.$queryRaw<{ day: string; n: number }[]>`
      SELECT to_char(day, 'YYYY-MM-DD') AS day, sum(visits)::int AS n FROM (${visits}) v GROUP BY 1`,
    prisma.$queryRaw<PageRow[]>`
      SELECT path, sum(views)::int AS views, sum(visits)::int AS visits, sum(entries)::int AS entries
      FROM (${pages}) p GROUP BY path ORDER BY views DESC, path LIMIT ${LIST_LIMIT}`,
    prisma.$queryRaw<ReferrerRow[]>`
      SELECT referrer_host AS host, sum(visits)::int AS visits FROM (${visits}) v
      WHERE referrer_host <> '' GROUP BY 1 ORDER BY visits DESC, host LIMIT ${LIST_LIMIT}`,
    prisma.$queryRaw<CampaignRow[]>`
      SELECT utm_source AS source, utm_medium AS medium, utm_campaign AS campaign, sum(visits)::int AS visits
      FROM (${visits}) v WHERE utm_source <> '' OR utm_medium <> '' OR utm_campaign <> ''
      GROUP BY 1, 2, 3 ORDER BY visits DESC, source, medium, campaign LIMIT ${LIST_LIMIT}`,
    prisma.$queryRaw<{ device: string; n: number }[]>`
      SELECT device, sum(views)::int AS n FROM (${pages}) p GROUP BY 1`,
    prisma.$queryRaw<{ device: string; n: number }[]>`
      SELECT device, sum(visits)::int AS n FROM (${visits}) v GROUP BY 1`,
  ]);
  const days = daysOf(window);
  const viewCounts = perDay(days, viewsByDay);
  const visitCounts = perDay(days, visitsByDay);
  const devices = [...new Set([...deviceViews, ...deviceVisits].map((r) => r.device))]
    .map((device) => ({
      device,
      views: Number(deviceViews.find((r) => r.device === device)?.n ?? 0),
      visits: Number(deviceVisits.find((r) => r.device === device)?.n ?? 0),
    }))
    .sort((a, b) => b.visits - a.visits || b.views - a.views);
  return {
    days,
    views: viewCounts,
    visits: visitCounts,
    totals: { views: viewCounts.reduce((a, b) => a + b, 0), visits: visitCounts.reduce((a, b) => a + b, 0) },
    pages: pageRows,
    referrers,
    campaigns,
    devices,
  };
}

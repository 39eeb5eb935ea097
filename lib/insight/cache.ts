import "server-only";
import { db } from "@/lib/db";
import { audienceReport, type AudienceReport } from "./report";
import type { Reader } from "./window";

/** How long a range's report is reused: the dashboard and its CSV exports ask for it again and again, and a minute
 *  late is fine for a traffic report. The counts themselves live in the database, so every instance agrees. */
const REPORT_CACHE_MS = 60_000;

const g = globalThis as { __studioAudienceReports?: Map<number, { at: number; report: Promise<AudienceReport> }> };
const reports = (g.__studioAudienceReports ??= new Map());

/** The Audience report of the last `days` days, computed at most once a minute per range in this process (`fresh`:
 *  now, as the dashboard's Refresh asks). A failed computation is not kept. */
export function cachedAudienceReport(
  days: number,
  {
    fresh = false,
    now = Date.now(),
    prisma = db,
  }: { fresh?: boolean; now?: number; prisma?: () => Promise<Reader> } = {},
): Promise<AudienceReport> {
  const kept = reports.get(days);
  if (!fresh && kept && now - kept.at < REPORT_CACHE_MS) return kept.report;
  const report = prisma().then((client) => audienceReport(client, days, new Date(now)));
  reports.set(days, { at: now, report });
  report.catch(() => {
    if (reports.get(days)?.report === report) reports.delete(days);
  });
  return report;
}

import "server-only";
import type { Window } from "./aggregate";
import { conversion, type Conversion } from "./conversion";
import { speed, type SpeedRow } from "./speed";
import { traffic, type Traffic } from "./traffic";
import { windowOfDays, type Reader } from "./window";

/** Everything the dashboard's Audience section shows for one window. */
export interface AudienceReport extends Traffic, Conversion {
  speed: SpeedRow[];
  /** When it was computed (ISO). */
  computedAt: string;
}

export async function audienceReportOf(prisma: Reader, window: Window, now = new Date()): Promise<AudienceReport> {
  const [t, c, s] = await Promise.all([traffic(prisma, window), conversion(prisma, window), speed(prisma, window)]);
  return { ...t, ...c, speed: s, computedAt: now.toISOString() };
}

/** The report of the last `days` UTC days, today included. */
export async function audienceReport(prisma: Reader, days: number, now = new Date()): Promise<AudienceReport> {
  return audienceReportOf(prisma, await windowOfDays(prisma, days, now), now);
}

/** The dashboard's ranges, in days; 30 unless the URL asks for another. */
export const ACTIVITY_RANGES = [7, 30, 90] as const;
export type ActivityRange = (typeof ACTIVITY_RANGES)[number];
const DEFAULT_RANGE: ActivityRange = 30;

export function requestedRange(value: string | string[] | undefined): ActivityRange {
  const n = Number(Array.isArray(value) ? value[0] : value);
  return (ACTIVITY_RANGES as readonly number[]).includes(n) ? (n as ActivityRange) : DEFAULT_RANGE;
}

const DAY_MS = 24 * 60 * 60_000;
const dayKey = (date: Date) => date.toISOString().slice(0, 10);

/** The UTC days of the range ending today, oldest first ("2026-11-25"), and the instant the first one starts. */
export function rangeDays(range: ActivityRange, now: Date): { days: string[]; since: Date } {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const days = Array.from({ length: range }, (_, i) => dayKey(new Date(today - (range - 1 - i) * DAY_MS)));
  return { days, since: new Date(today - (range - 1) * DAY_MS) };
}

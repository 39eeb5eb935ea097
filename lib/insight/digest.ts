import "server-only";
import type { PrismaClient } from "@/generated/prisma/client";
import { mailConfigured } from "@/lib/outbox/mailer";
import { readSiteSettings } from "@/lib/settings/store";
import { audienceReportOf, type AudienceReport } from "./report";
import { rolledUpBefore, startOfUtcDay } from "./rollup";
import { formatVital, vitalRating } from "./shape";

const DAY_MS = 86_400_000;
/** The settings row naming the Monday of the last week whose digest was queued. */
const DIGEST_WEEK_KEY = "insight.digest-week";
/** One lock id for the digest across every instance sharing the database. */
const DIGEST_LOCK = 72_021_066;

export interface Week {
  /** Monday 00:00 UTC. */
  from: Date;
  /** The next Monday 00:00 UTC. */
  to: Date;
}

/** The last complete week (Monday to Sunday, UTC) before `now`, and the week before it. */
export function lastWeeks(now: Date): { last: Week; before: Week } {
  const today = startOfUtcDay(now);
  const monday = new Date(today.getTime() - ((today.getUTCDay() + 6) % 7) * DAY_MS);
  const from = new Date(monday.getTime() - 7 * DAY_MS);
  return {
    last: { from, to: monday },
    before: { from: new Date(from.getTime() - 7 * DAY_MS), to: from },
  };
}

const day = (d: Date) => d.toISOString().slice(0, 10);
const number = (n: number) => n.toLocaleString("en-US");
const count = (n: number, one: string, many: string) => `${number(n)} ${n === 1 ? one : many}`;

/** "1,204 (+12% on the week before)", "3 (the same)", "5 (none the week before)". */
function compared(current: number, previous: number): string {
  if (current === previous) return `${number(current)} (the same as the week before)`;
  if (previous === 0) return `${number(current)} (none the week before)`;
  const change = Math.round(((current - previous) / previous) * 100);
  return `${number(current)} (${change >= 0 ? "+" : ""}${change}% on the week before)`;
}

/** The digest's subject and text for two weeks' reports. */
function digestMail(last: AudienceReport, before: AudienceReport, week: Week, siteUrl: string) {
  const site = siteUrl.replace(/\/+$/, "");
  const best = last.pages
    .slice(0, 5)
    .map((p) => `  ${p.path} — ${count(p.views, "view", "views")}, ${count(p.visits, "visit", "visits")}`);
  const slowest = last.speed
    .filter((row) => row.vitals.LCP)
    .sort((a, b) => b.vitals.LCP!.p75 - a.vitals.LCP!.p75)
    .slice(0, 5)
    .map((row) => {
      const lcp = row.vitals.LCP!;
      const rating = vitalRating("LCP", lcp.p75).replace("-", " ");
      return `  ${row.path} (${row.device}) — LCP ${formatVital("LCP", lcp.p75)}, ${rating}`;
    });
  const sunday = new Date(week.to.getTime() - DAY_MS);
  return {
    subject: `Your site last week: ${count(last.totals.views, "view", "views")}, ${count(last.leads, "lead", "leads")}`,
    body: [
      `Your website from ${day(week.from)} to ${day(sunday)} (UTC), compared with the week before.`,
      "",
      `Views:  ${compared(last.totals.views, before.totals.views)}`,
      `Visits: ${compared(last.totals.visits, before.totals.visits)}`,
      `Leads:  ${compared(last.leads, before.leads)}`,
      "",
      "Best pages",
      ...(best.length ? best : ["  No views."]),
      "",
      "Slowest pages for real visitors (75th percentile of the largest paint)",
      ...(slowest.length ? slowest : ["  No measurements."]),
      "",
      `The dashboard: ${site}/admin?range=7`,
      `Turn this e-mail off under Settings, Weekly digest: ${site}/admin/settings`,
    ].join("\n"),
  };
}

export type DigestOutcome = "queued" | "no-smtp" | "opted-out" | "already-sent" | "nothing-to-report" | "busy";

/** Queues last week's digest in the outbox for the contact address, once per week across every instance (an advisory
 *  lock and the week's mark, in one transaction). Nothing without SMTP, when the owner turned it off in Settings, or
 *  when neither week saw a view or a lead. */
export async function queueWeeklyDigest(
  prisma: PrismaClient,
  {
    now = new Date(),
    env = process.env,
    siteUrl,
  }: { now?: Date; env?: Record<string, string | undefined>; siteUrl: string },
): Promise<DigestOutcome> {
  if (!mailConfigured(env)) return "no-smtp";
  const { last, before } = lastWeeks(now);
  return prisma.$transaction(
    async (tx) => {
      const [{ locked }] = await tx.$queryRaw<
        { locked: boolean }[]
      >`SELECT pg_try_advisory_xact_lock(${DIGEST_LOCK}::bigint) AS locked`;
      if (!locked) return "busy";
      const sent = await tx.setting.findUnique({ where: { key: DIGEST_WEEK_KEY } });
      if (sent && sent.value >= day(last.from)) return "already-sent";
      const { settings } = await readSiteSettings(tx);
      if (!settings.insight.weeklyDigest) return "opted-out";
      const mark = async () => {
        await tx.setting.upsert({
          where: { key: DIGEST_WEEK_KEY },
          create: { key: DIGEST_WEEK_KEY, value: day(last.from) },
          update: { value: day(last.from) },
        });
      };
      const rolled = await rolledUpBefore(tx);
      const [current, previous] = await Promise.all([
        audienceReportOf(tx, { ...last, rolledUpBefore: rolled }, now),
        audienceReportOf(tx, { ...before, rolledUpBefore: rolled }, now),
      ]);
      if (current.totals.views + current.leads + previous.totals.views + previous.leads === 0) {
        await mark();
        return "nothing-to-report";
      }
      const mail = digestMail(current, previous, last, siteUrl);
      await tx.outboxMessage.create({ data: { kind: "weekly-digest", recipient: settings.email, ...mail } });
      await mark();
      return "queued";
    },
    { timeout: 60_000 },
  );
}

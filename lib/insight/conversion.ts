import { Prisma } from "@/generated/prisma/client";
import type { Window } from "./aggregate";
import { pageDaily, visitDaily } from "./aggregate";
import { LIST_LIMIT } from "./traffic";
import type { Reader } from "./window";

/** Visits of one landing page, case study or source, the leads that came of them and the rate. */
interface ConversionRow {
  key: string;
  visits: number;
  leads: number;
  /** leads / visits, 0 without visits. */
  rate: number;
}

export interface Conversion {
  leads: number;
  landingPages: ConversionRow[];
  caseStudies: ConversionRow[];
  sources: ConversionRow[];
}

/** Where a visit came from: its UTM source, else the referring host, else "(direct)". */
const sourceOf = Prisma.sql`CASE WHEN utm_source <> '' THEN utm_source WHEN referrer_host <> '' THEN referrer_host
  ELSE '(direct)' END`;

/** Leads without a recorded visit (no JavaScript, Do-Not-Track, sent before insight existed). */
const NOT_RECORDED = "(not recorded)";

type Count = { key: string; n: number };

function join(visits: Count[], leads: Count[]): ConversionRow[] {
  const keys = new Set([...visits.map((v) => v.key), ...leads.map((l) => l.key)]);
  return [...keys]
    .map((key) => {
      const v = Number(visits.find((r) => r.key === key)?.n ?? 0);
      const l = Number(leads.find((r) => r.key === key)?.n ?? 0);
      return { key, visits: v, leads: l, rate: v > 0 ? l / v : 0 };
    })
    .sort((a, b) => b.leads - a.leads || b.visits - a.visits || a.key.localeCompare(b.key))
    .slice(0, LIST_LIMIT);
}

/** Leads of the window and their conversion rate per landing page, per case study read and per source. */
export async function conversion(prisma: Reader, window: Window): Promise<Conversion> {
  const { from, to } = window;
  const inWindow = Prisma.sql`created_at >= ${from} AND created_at < ${to}`;
  const [leads, landingVisits, landingLeads, studyVisits, studyLeads, sourceVisits, sourceLeads] = await Promise.all([
    prisma.lead.count({ where: { createdAt: { gte: from, lt: to } } }),
    prisma.$queryRaw<
      Count[]
    >`SELECT landing_path AS key, sum(visits)::int AS n FROM (${visitDaily(window)}) v GROUP BY 1`,
    prisma.$queryRaw<Count[]>`SELECT CASE WHEN landing_page = '' THEN ${NOT_RECORDED} ELSE landing_page END AS key,
      count(*)::int AS n FROM leads WHERE ${inWindow} GROUP BY 1`,
    prisma.$queryRaw<Count[]>`SELECT path AS key, sum(visits)::int AS n FROM (${pageDaily(window)}) p
      WHERE path LIKE '/case-study/%' GROUP BY 1`,
    prisma.$queryRaw<Count[]>`SELECT seen AS key, count(DISTINCT id)::int AS n
      FROM leads, unnest(pages_seen) AS seen WHERE ${inWindow} AND seen LIKE '/case-study/%' GROUP BY 1`,
    prisma.$queryRaw<
      Count[]
    >`SELECT ${sourceOf} AS key, sum(visits)::int AS n FROM (${visitDaily(window)}) v GROUP BY 1`,
    prisma.$queryRaw<Count[]>`SELECT CASE WHEN landing_page = '' THEN ${NOT_RECORDED} ELSE ${sourceOf} END AS key,
      count(*)::int AS n FROM leads WHERE ${inWindow} GROUP BY 1`,
  ]);
  return {
    leads,
    landingPages: join(landingVisits, landingLeads),
    caseStudies: join(studyVisits, studyLeads),
    sources: join(sourceVisits, sourceLeads),
  };
}

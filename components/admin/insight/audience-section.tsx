import Link from "next/link";
import type { ActivityRange } from "@/lib/dashboard/range";
import { cachedAudienceReport } from "@/lib/insight/cache";
import { VITALS } from "@/lib/insight/shape";
import { insightTable, percent, type InsightTableName } from "@/lib/insight/tables";
import { AudienceChart } from "./audience-chart";
import { InsightTable } from "./insight-table";
import { VitalCell } from "./vital-cell";

type Params = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** A table's page from the address (`?pages=2`): a positive whole number, else 1. */
function pageParam(params: Params, name: string): number {
  const n = Number(first(params[name]));
  return Number.isInteger(n) && n > 0 ? n : 1;
}

/** The dashboard's address with one parameter changed, keeping the range and the other tables' pages. */
function hrefWith(params: Params, changes: Record<string, string | undefined>): string {
  const query = new URLSearchParams();
  const { fresh: _once, ...kept } = params; // a refresh is asked for once, not kept in the links
  for (const [key, value] of Object.entries({ ...kept, ...changes })) {
    const v = first(value);
    if (v) query.set(key, v);
  }
  const text = query.toString();
  return `/admin${text ? `?${text}` : ""}#audience`;
}

const time = new Intl.DateTimeFormat("en-GB", { hour: "2-digit", minute: "2-digit", timeZone: "UTC" });

/** The dashboard's Audience section: cookieless views and visits, where they come from, which pages lead to enquiries
 *  and real visitors' speed, for the chosen range (lib/insight/). Computed on the server, cached a minute per range. */
export async function AudienceSection({ range, params }: { range: ActivityRange; params: Params }) {
  const report = await cachedAudienceReport(range, { fresh: first(params.fresh) === "1" });
  const table = (name: InsightTableName) => insightTable(report, name);
  const paged = (name: string) => ({
    page: pageParam(params, name),
    href: (page: number) => hrefWith(params, { [name]: page > 1 ? String(page) : undefined }),
  });
  const speed = table("speed");
  const stats = [
    { label: "Views", value: report.totals.views.toLocaleString("en-US") },
    { label: "Visits", value: report.totals.visits.toLocaleString("en-US") },
    { label: "Leads", value: report.leads.toLocaleString("en-US") },
    { label: "Leads per visit", value: report.totals.visits ? percent(report.leads / report.totals.visits) : "—" },
  ];
  return (
    <section aria-labelledby="audience" id="audience-section" className="grid grid-cols-1 gap-6" data-testid="audience">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id="audience" className="scroll-mt-24 font-display text-xl font-semibold">
          Audience, last {range} days
        </h2>
        <p className="text-sm text-muted">
          No cookies, no personal data.{" "}
          <span>
            Figures of {time.format(new Date(report.computedAt))} UTC ·{" "}
            <Link href={hrefWith(params, { fresh: "1" })} scroll={false} className="underline-offset-2 hover:underline">
              Refresh
            </Link>
          </span>
        </p>
      </div>
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
        {stats.map(({ label, value }) => (
          <li key={label} className="rounded-2xl border border-border bg-surface p-4" data-testid={`audience-${label}`}>
            <p className="text-sm text-muted">{label}</p>
            <p className="tabular mt-2 font-display text-2xl font-semibold">{value}</p>
          </li>
        ))}
      </ul>
      <AudienceChart days={report.days} views={report.views} visits={report.visits} />
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
        <InsightTable name="pages" data={table("pages")} range={range} empty="No views yet." paging={paged("pages")} />
        <InsightTable
          name="referrers"
          data={table("referrers")}
          range={range}
          empty="No visits from other sites yet."
        />
        <InsightTable name="campaigns" data={table("campaigns")} range={range} empty="No visits with UTM tags yet." />
        <InsightTable name="devices" data={table("devices")} range={range} empty="No visits yet." />
      </div>
      <InsightTable
        name="speed"
        data={speed}
        range={range}
        empty="No measurements yet: they arrive as real visitors leave pages."
        paging={paged("speed")}
        cell={(row, column) => {
          const metric = VITALS[column - 3];
          const value = metric ? report.speed[speed.rows.indexOf(row)]?.vitals[metric]?.p75 : undefined;
          return value === undefined ? undefined : (
            <VitalCell metric={metric} value={value} text={String(row[column])} />
          );
        }}
      />
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-3">
        <InsightTable
          name="landing-pages"
          data={table("landing-pages")}
          range={range}
          empty="No leads or visits yet."
          paging={paged("landing")}
        />
        <InsightTable name="case-studies" data={table("case-studies")} range={range} empty="No case study read yet." />
        <InsightTable name="sources" data={table("sources")} range={range} empty="No leads or visits yet." />
      </div>
    </section>
  );
}

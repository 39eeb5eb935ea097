import type { AudienceReport } from "./report";
import { VITALS, formatVital, type Vital } from "./shape";

/** The Audience section's tables, each as a header and plain rows: the dashboard pages through them and the CSV
 *  export writes them whole. */
export const INSIGHT_TABLES = [
  "pages",
  "referrers",
  "campaigns",
  "devices",
  "speed",
  "landing-pages",
  "case-studies",
  "sources",
] as const;
export type InsightTableName = (typeof INSIGHT_TABLES)[number];

export type Cell = string | number;

export interface InsightTableData {
  title: string;
  header: string[];
  rows: Cell[][];
  /** Columns that hold numbers (right-aligned). */
  numeric: number[];
}

/** "12.5%": a conversion rate as the owner reads it. */
export const percent = (rate: number) => `${(rate * 100).toFixed(1)}%`;

const vitalCell = (metric: Vital, value: number | undefined) => (value === undefined ? "" : formatVital(metric, value));

const conversionRows = (rows: AudienceReport["sources"]) =>
  rows.map((r) => [r.key, r.visits, r.leads, percent(r.rate)]);

export function insightTable(report: AudienceReport, name: InsightTableName): InsightTableData {
  switch (name) {
    case "pages":
      return {
        title: "Top pages",
        header: ["Page", "Views", "Visits", "Entries"],
        rows: report.pages.map((p) => [p.path, p.views, p.visits, p.entries]),
        numeric: [1, 2, 3],
      };
    case "referrers":
      return {
        title: "Top referrers",
        header: ["Referrer", "Visits"],
        rows: report.referrers.map((r) => [r.host, r.visits]),
        numeric: [1],
      };
    case "campaigns":
      return {
        title: "UTM campaigns",
        header: ["Source", "Medium", "Campaign", "Visits"],
        rows: report.campaigns.map((c) => [c.source, c.medium, c.campaign, c.visits]),
        numeric: [3],
      };
    case "devices":
      return {
        title: "Devices",
        header: ["Device", "Visits", "Views"],
        rows: report.devices.map((d) => [d.device, d.visits, d.views]),
        numeric: [1, 2],
      };
    case "speed":
      return {
        title: "Real visitors' speed (75th percentile)",
        header: ["Page", "Device", "Views", ...VITALS],
        rows: report.speed.map((s) => [
          s.path,
          s.device,
          s.views,
          ...VITALS.map((metric) => vitalCell(metric, s.vitals[metric]?.p75)),
        ]),
        numeric: [2, 3, 4, 5, 6],
      };
    case "landing-pages":
      return {
        title: "Conversion by landing page",
        header: ["Landing page", "Visits", "Leads", "Conversion rate"],
        rows: conversionRows(report.landingPages),
        numeric: [1, 2, 3],
      };
    case "case-studies":
      return {
        title: "Conversion by case study read",
        header: ["Case study", "Visits that read it", "Leads", "Conversion rate"],
        rows: conversionRows(report.caseStudies),
        numeric: [1, 2, 3],
      };
    case "sources":
      return {
        title: "Conversion by source",
        header: ["Source", "Visits", "Leads", "Conversion rate"],
        rows: conversionRows(report.sources),
        numeric: [1, 2, 3],
      };
  }
}

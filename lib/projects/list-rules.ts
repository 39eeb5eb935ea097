/** A headline metric as the editor holds it: a row, which may be blank or repeat a label while it is typed. */
export interface MetricRow {
  label: string;
  value: string;
}

/** The stored metrics ({ label: value }, in the authored order) as editor rows. */
export const metricRows = (metrics: Readonly<Record<string, string>>): MetricRow[] =>
  Object.entries(metrics).map(([label, value]) => ({ label, value }));

/** The editor's rows as the stored metrics: a row without a label is left out; of two rows with one label (after
 *  trimming), the last one's value is kept at the first one's place. */
export function metricsRecord(rows: readonly MetricRow[]): Record<string, string> {
  return Object.fromEntries(rows.filter((r) => r.label.trim()).map((r) => [r.label.trim(), r.value] as const));
}

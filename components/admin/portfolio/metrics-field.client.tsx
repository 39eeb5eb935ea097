"use client";

import { useState } from "react";
import { useController, useFormContext } from "react-hook-form";
import type { DetailedMetric } from "@/lib/projects/schema";
import { metricRows, metricsRecord, type MetricRow } from "@/lib/projects/list-rules";
import { ListEditor } from "@/components/admin/form/list-editor.client";
import { EntryInput, useEntryError } from "@/components/admin/form/list-field.client";
import { errorClass } from "@/components/admin/form/field-styles";

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Headline metrics: stored as { label: value } in the authored order; edited as rows, so a row may be blank or share
 *  its label with another while it is typed (a row without a label is not saved; of two rows with one label, the last
 *  one's value is). */
function KeyMetrics() {
  const { control } = useFormContext();
  const { field } = useController({ name: "metrics", control });
  const map: Record<string, string> = field.value && typeof field.value === "object" ? field.value : {};
  const [rows, setRows] = useState<MetricRow[]>(() => metricRows(map));
  const error = useEntryError("metrics");
  // the value changed from outside (a restored draft copy, a reset): start again from it
  if (!same(metricsRecord(rows), map)) setRows(metricRows(map));
  const change = (next: MetricRow[]) => {
    setRows(next);
    field.onChange(metricsRecord(next));
  };
  return (
    <div className="grid grid-cols-1 gap-2">
      <ListEditor<MetricRow>
        label="Key metrics"
        itemLabel="Key metric"
        help="In this order on the project's card and case study."
        items={rows}
        onChange={change}
        blank={() => ({ label: "", value: "" })}
        renderEntry={(entry) => (
          <div role="group" aria-label={entry.name} className="grid grid-cols-1 gap-2 sm:grid-cols-2">
            <EntryInput
              id={entry.id}
              label="Label"
              value={entry.value.label}
              onChange={(label) => entry.onChange({ ...entry.value, label })}
              onEnter={entry.onEnter}
              placeholder="e.g. Uptime"
            />
            <EntryInput
              id={`${entry.id}-value`}
              label="Value"
              value={entry.value.value}
              onChange={(value) => entry.onChange({ ...entry.value, value })}
              onEnter={entry.onEnter}
              placeholder="e.g. 99.99%"
            />
            {!entry.value.label.trim() && entry.value.value.trim() && (
              <p className="text-xs text-muted sm:col-span-2">A metric without a label is not saved.</p>
            )}
          </div>
        )}
      />
      {error && <p className={errorClass}>{error}</p>}
    </div>
  );
}

/** Detailed metrics: label, value and description, all required. */
function DetailedMetrics() {
  const { control } = useFormContext();
  const { field } = useController({ name: "detailedMetrics", control });
  const list: DetailedMetric[] = Array.isArray(field.value) ? field.value : [];
  return (
    <ListEditor<DetailedMetric>
      label="Detailed metrics"
      itemLabel="Detailed metric"
      items={list}
      onChange={field.onChange}
      blank={() => ({ label: "", value: "", description: "" })}
      renderEntry={(entry) => (
        <div role="group" aria-label={entry.name} className="grid grid-cols-1 gap-2 sm:grid-cols-2">
          {(["label", "value", "description"] as const).map((part, n) => (
            <EntryInput
              key={part}
              id={n === 0 ? entry.id : `${entry.id}-${part}`}
              label={part === "label" ? "Label" : part === "value" ? "Value" : "Description"}
              path={`detailedMetrics.${entry.index}.${part}`}
              value={entry.value[part]}
              onChange={(v) => entry.onChange({ ...entry.value, [part]: v })}
              onEnter={entry.onEnter}
              className={part === "description" ? "sm:col-span-2" : undefined}
            />
          ))}
        </div>
      )}
    />
  );
}

/** Headline metrics (label → value) and detailed metrics (label, value and description). */
export function MetricsField() {
  return (
    <div className="grid grid-cols-1 gap-6">
      <KeyMetrics />
      <DetailedMetrics />
    </div>
  );
}

"use client";

import { useState } from "react";
import { useController, useFormContext } from "react-hook-form";
import { Icon } from "@/components/ui/icon";
import { addDetailedMetric } from "@/lib/projects/list-rules";
import type { DetailedMetric } from "@/lib/projects/schema";
import { inputClass, labelClass } from "@/components/admin/form/field-styles";

const EMPTY = { label: "", value: "", description: "" };

/** Headline metrics (label → value) and detailed metrics (label, value and description, all required). */
export function MetricsField() {
  const { control } = useFormContext();
  const metrics = useController({ name: "metrics", control }).field;
  const detailed = useController({ name: "detailedMetrics", control }).field;
  const map: Record<string, string> = metrics.value ?? {};
  const list: DetailedMetric[] = detailed.value ?? [];
  const [m, setM] = useState({ label: "", value: "" });
  const [d, setD] = useState(EMPTY);
  const addMetric = () => {
    if (!m.label.trim() || !m.value.trim()) return;
    metrics.onChange({ ...map, [m.label.trim()]: m.value.trim() });
    setM({ label: "", value: "" });
  };
  const addDetailed = () => {
    const next = addDetailedMetric(list, d);
    if (next.length === list.length) return;
    detailed.onChange(next);
    setD(EMPTY);
  };
  const enter = (fn: () => void) => (e: React.KeyboardEvent) => {
    if (e.key === "Enter") {
      e.preventDefault();
      fn();
    }
  };
  const input = (
    id: string,
    label: string,
    value: string,
    set: (v: string) => void,
    onKey: (e: React.KeyboardEvent) => void,
  ) => (
    <div className="grid grid-cols-1 gap-2">
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input id={id} value={value} onChange={(e) => set(e.target.value)} onKeyDown={onKey} className={inputClass} />
    </div>
  );
  const removeButton = (label: string, onClick: () => void) => (
    <button
      type="button"
      onClick={onClick}
      aria-label={`Remove ${label}`}
      className="grid size-8 shrink-0 place-items-center rounded-lg text-muted hover:text-pink"
    >
      <Icon name="X" className="size-4" />
    </button>
  );
  return (
    <div className="grid grid-cols-1 gap-6">
      <div className="grid grid-cols-1 gap-3">
        <p className="text-sm font-semibold">Key metrics</p>
        <div className="grid grid-cols-1 gap-2 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
          {input("metric-label", "Metric label", m.label, (v) => setM({ ...m, label: v }), enter(addMetric))}
          {input("metric-value", "Metric value", m.value, (v) => setM({ ...m, value: v }), enter(addMetric))}
          <button
            type="button"
            onClick={addMetric}
            className="inline-flex h-11 items-center gap-2 rounded-xl border border-border bg-surface-2 px-4 text-sm hover:border-cyan"
          >
            <Icon name="Plus" className="size-4" />
            Add metric
          </button>
        </div>
        <ul className="grid grid-cols-1 gap-2 sm:grid-cols-3" aria-label="Key metrics">
          {Object.entries(map).map(([label, value]) => (
            <li
              key={label}
              className="flex items-center gap-2 rounded-xl border border-border bg-background/40 px-3 py-2 text-sm"
            >
              <span className="min-w-0 flex-1 truncate">
                <strong className="tabular">{value}</strong> <span className="text-muted">{label}</span>
              </span>
              {removeButton(label, () =>
                metrics.onChange(Object.fromEntries(Object.entries(map).filter(([k]) => k !== label))),
              )}
            </li>
          ))}
        </ul>
      </div>
      <div className="grid grid-cols-1 gap-3">
        <p className="text-sm font-semibold">Detailed metrics</p>
        <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
          {input("detailed-label", "Label", d.label, (v) => setD({ ...d, label: v }), enter(addDetailed))}
          {input("detailed-value", "Value", d.value, (v) => setD({ ...d, value: v }), enter(addDetailed))}
          <div className="sm:col-span-2">
            {input(
              "detailed-description",
              "Description",
              d.description,
              (v) => setD({ ...d, description: v }),
              enter(addDetailed),
            )}
          </div>
        </div>
        <button
          type="button"
          onClick={addDetailed}
          className="inline-flex h-11 w-fit items-center gap-2 rounded-xl border border-border bg-surface-2 px-4 text-sm hover:border-cyan"
        >
          <Icon name="Plus" className="size-4" />
          Add detailed metric
        </button>
        <ul className="grid grid-cols-1 gap-2" aria-label="Detailed metrics">
          {list.map((x, i) => (
            <li
              key={`${x.label}-${i}`}
              className="flex items-start gap-2 rounded-xl border border-border bg-background/40 px-3 py-2 text-sm"
            >
              <span className="min-w-0 flex-1 wrap-anywhere">
                <strong className="tabular">{x.value}</strong> {x.label}
                <span className="block text-xs text-muted">{x.description}</span>
              </span>
              {removeButton(x.label, () => detailed.onChange(list.filter((_, j) => j !== i)))}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

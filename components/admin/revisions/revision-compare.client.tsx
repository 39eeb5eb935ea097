"use client";

import { useState } from "react";
import { Icon } from "@/components/ui/icon";
import type { RevisionEntity, RevisionRow } from "@/lib/revisions/types";
import { buttonClass } from "@/components/ui/button";
import { inputClass, labelClass } from "@/components/admin/form/field-styles";
import { useComparison } from "./use-comparison";
import { ComparisonView } from "./comparison-view";

const optionLabel = (r: RevisionRow, i: number) => `${r.when} · ${r.what}${i === 0 ? " (current)" : ""}`;

/** Compare any two revisions: the older one first by default, the diff below. */
export function RevisionCompare({
  entity,
  id,
  revisions,
}: {
  entity: RevisionEntity;
  id: string;
  revisions: RevisionRow[];
}) {
  const [from, setFrom] = useState(String(revisions[1]?.id ?? ""));
  const [to, setTo] = useState(String(revisions[0]?.id ?? ""));
  const [state, load] = useComparison();
  const select = (name: string, label: string, value: string, set: (v: string) => void) => (
    <div className="grid grid-cols-1 min-w-0 flex-1 gap-2">
      <label htmlFor={`revision-${name}`} className={labelClass}>
        {label}
      </label>
      <select id={`revision-${name}`} value={value} onChange={(e) => set(e.target.value)} className={inputClass}>
        {revisions.map((r, i) => (
          <option key={r.id} value={r.id}>
            {optionLabel(r, i)}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <div className="grid grid-cols-1 gap-4">
      <form
        className="flex flex-wrap items-end gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          void load({ entity, id, from, to });
        }}
      >
        {select("from", "Compare", from, setFrom)}
        {select("to", "with", to, setTo)}
        <button type="submit" disabled={state.status === "loading"} className={buttonClass({ variant: "outline" })}>
          <Icon name="GitCompare" />
          Compare
        </button>
      </form>
      <div aria-live="polite">
        <ComparisonView state={state} />
      </div>
    </div>
  );
}

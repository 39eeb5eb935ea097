"use client";

import { useFormContext } from "react-hook-form";
import { STATUSES, STATUS_LABELS } from "@/lib/publishing/status";
import { FormSection } from "./section";
import { SelectField } from "./select-field.client";
import { errorClass, fieldClass, fieldGrid, helpClass, inputClass, labelClass } from "./field-styles";

/** Status and, for a scheduled item, the time it goes public (the browser's local time). */
export function PublishingSection() {
  const { register, watch, getFieldState, formState } = useFormContext();
  const scheduled = watch("status") === "scheduled";
  const error = getFieldState("publishAt", formState).error?.message;
  return (
    <FormSection
      title="Publishing"
      description="Only published items, and scheduled ones whose time has come, are on the site."
    >
      <div className={fieldGrid}>
        <SelectField
          name="status"
          label="Status"
          options={STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }))}
        />
        <div className={fieldClass}>
          <label htmlFor="field-publishAt" className={labelClass}>
            Publish at
            {scheduled && (
              <span className="text-pink" aria-hidden>
                {" "}
                *
              </span>
            )}
          </label>
          <input
            id="field-publishAt"
            type="datetime-local"
            step={1}
            className={inputClass}
            aria-required={scheduled || undefined}
            aria-invalid={error ? true : undefined}
            aria-describedby="field-publishAt-help"
            {...register("publishAt")}
          />
          <p id="field-publishAt-help" className={helpClass}>
            A scheduled item goes public at this time without anyone acting.
          </p>
          {error && <p className={errorClass}>{error}</p>}
        </div>
      </div>
    </FormSection>
  );
}

"use client";

import { useFormContext } from "react-hook-form";
import { errorClass, fieldClass, inputClass, labelClass } from "./field-styles";

interface Props {
  name: string;
  label: string;
  options: { value: string; label: string }[];
  required?: boolean;
  /** The first, empty option's text; none when every value must be one of the options. */
  emptyOption?: string;
}

/** A labelled select registered with the surrounding react-hook-form. */
export function SelectField({ name, label, options, required, emptyOption }: Props) {
  const { register, getFieldState, formState } = useFormContext();
  const error = getFieldState(name, formState).error?.message;
  return (
    <div className={fieldClass}>
      <label htmlFor={`field-${name}`} className={labelClass}>
        {label}
        {required && (
          <span className="text-pink" aria-hidden>
            {" "}
            *
          </span>
        )}
      </label>
      <select
        id={`field-${name}`}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `field-${name}-error` : undefined}
        className={inputClass}
        {...register(name)}
      >
        {emptyOption !== undefined && <option value="">{emptyOption}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={`field-${name}-error`} className={errorClass}>
          {error}
        </p>
      )}
    </div>
  );
}

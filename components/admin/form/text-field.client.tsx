"use client";

import { useFormContext } from "react-hook-form";
import { errorClass, fieldClass, helpClass, inputClass, labelClass, textareaClass } from "./field-styles";

interface Props {
  name: string;
  label: string;
  type?: "text" | "url" | "date" | "number";
  rows?: number;
  placeholder?: string;
  help?: string;
  required?: boolean;
  /** Also required by the browser (blog form: date, title, author name, content). */
  browserRequired?: boolean;
  className?: string;
}

/** A labelled input or textarea registered with the surrounding react-hook-form. */
export function TextField({
  name,
  label,
  type = "text",
  rows,
  placeholder,
  help,
  required,
  browserRequired,
  className,
}: Props) {
  const { register, getFieldState, formState } = useFormContext();
  const error = getFieldState(name, formState).error?.message;
  const id = `field-${name.replace(/\./g, "-")}`;
  const describedBy = [help && `${id}-help`, error && `${id}-error`].filter(Boolean).join(" ") || undefined;
  const common = {
    id,
    placeholder,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy,
    "aria-required": required || undefined,
    required: browserRequired,
    ...register(name),
  };
  return (
    <div className={`${fieldClass} ${className ?? ""}`}>
      <label htmlFor={id} className={labelClass}>
        {label}
        {required && (
          <span className="text-pink" aria-hidden>
            {" "}
            *
          </span>
        )}
      </label>
      {rows ? (
        <textarea rows={rows} className={textareaClass} {...common} />
      ) : (
        <input type={type} inputMode={type === "number" ? "numeric" : undefined} className={inputClass} {...common} />
      )}
      {help && (
        <p id={`${id}-help`} className={helpClass}>
          {help}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={errorClass}>
          {error}
        </p>
      )}
    </div>
  );
}

"use client";

import { useController, useFormContext } from "react-hook-form";
import { ListEditor } from "./list-editor.client";
import { errorClass, inputClass } from "./field-styles";

/** A wrapping one-line input: long steps and features wrap instead of scrolling sideways on a phone. */
const growingClass = `${inputClass.replace("h-11", "min-h-11")} field-sizing-content resize-none py-2.5 leading-snug`;

/** The message the form holds for one entry of a list (a too-long step), if any. */
export function useEntryError(path: string): string | undefined {
  const { getFieldState, formState } = useFormContext();
  return getFieldState(path, formState).error?.message;
}

export function TextEntry({
  path,
  id,
  name,
  value,
  placeholder,
  onChange,
  onEnter,
}: {
  path: string;
  id: string;
  name: string;
  value: string;
  placeholder?: string;
  onChange: (value: string) => void;
  onEnter: (e: React.KeyboardEvent<HTMLTextAreaElement | HTMLInputElement>) => void;
}) {
  const found = useEntryError(path);
  const error = found && !value.trim() ? "Fill this in, or remove the entry." : found;
  return (
    <>
      <textarea
        id={id}
        rows={1}
        value={value}
        placeholder={placeholder}
        aria-label={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => onChange(e.target.value.replace(/\r?\n/g, " "))}
        onKeyDown={onEnter}
        className={growingClass}
      />
      {error && (
        <p id={`${id}-error`} className={errorClass}>
          {error}
        </p>
      )}
    </>
  );
}

/** A list of text entries of the surrounding form (tags, technologies, approach steps, features), edited in place.
 *  Enter in an entry starts the next one; blanks and repeats are dropped when the form is saved (the schema's
 *  textList), so the saved array is the same as before. */
export function ListField({
  name,
  label,
  itemLabel,
  placeholder,
  ordered = false,
  help,
}: {
  name: string;
  label: string;
  itemLabel: string;
  placeholder?: string;
  ordered?: boolean;
  help?: string;
}) {
  const { control } = useFormContext();
  const { field } = useController({ name, control });
  const items: string[] = Array.isArray(field.value) ? field.value : [];
  return (
    <ListEditor<string>
      label={label}
      itemLabel={itemLabel}
      items={items}
      onChange={field.onChange}
      blank={() => ""}
      ordered={ordered}
      enterAddsEntry
      help={help}
      renderEntry={(entry) => (
        <TextEntry
          path={`${name}.${entry.index}`}
          id={entry.id}
          name={entry.name}
          value={entry.value}
          placeholder={placeholder}
          onChange={entry.onChange}
          onEnter={entry.onEnter}
        />
      )}
    />
  );
}

/** One labelled input of an object entry (a metric's label, value or description), with the form's message for it. */
export function EntryInput({
  id,
  label,
  path,
  value,
  onChange,
  onEnter,
  placeholder,
  className,
}: {
  id: string;
  label: string;
  /** Its path in the form ("detailedMetrics.0.label"), for its error; none for a value the form does not hold as is. */
  path?: string;
  value: string;
  onChange: (value: string) => void;
  onEnter: (e: React.KeyboardEvent<HTMLInputElement>) => void;
  placeholder?: string;
  className?: string;
}) {
  const error = useEntryError(path ?? "");
  // the schema's own words for an empty required part ("Too small: …") are not the owner's
  const shown = !path || !error ? undefined : value.trim() ? error : "Fill this in, or remove the entry.";
  return (
    <div className={`grid min-w-0 grid-cols-1 gap-1 ${className ?? ""}`}>
      <label htmlFor={id} className="text-xs font-medium text-muted">
        {label}
      </label>
      <input
        id={id}
        value={value}
        placeholder={placeholder}
        aria-invalid={shown ? true : undefined}
        aria-describedby={shown ? `${id}-error` : undefined}
        onChange={(e) => onChange(e.target.value)}
        onKeyDown={onEnter}
        className={inputClass}
      />
      {shown && (
        <p id={`${id}-error`} className={errorClass}>
          {shown}
        </p>
      )}
    </div>
  );
}

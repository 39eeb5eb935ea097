"use client";

import { useState, type KeyboardEvent } from "react";
import { useController, useFormContext } from "react-hook-form";
import { Icon } from "@/components/ui/icon";
import { addEntry, removeEntry } from "@/lib/projects/list-rules";
import { fieldClass, inputClass, labelClass } from "./field-styles";

/** A list of text entries: Enter or Add appends the trimmed entry (blanks and duplicates ignored); each is removable. */
export function ListField({
  name,
  label,
  placeholder,
  type = "text",
  ordered = false,
}: {
  name: string;
  label: string;
  placeholder?: string;
  type?: "text" | "url";
  ordered?: boolean;
}) {
  const { control } = useFormContext();
  const { field } = useController({ name, control });
  const items: string[] = Array.isArray(field.value) ? field.value : [];
  const [draft, setDraft] = useState("");
  const id = `list-${name}`;
  const add = () => {
    field.onChange(addEntry(items, draft));
    setDraft("");
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === "Enter") {
      e.preventDefault();
      add();
    }
  };
  return (
    <div className={fieldClass}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          type={type}
          value={draft}
          placeholder={placeholder}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={onKeyDown}
          className={inputClass}
        />
        <button
          type="button"
          onClick={add}
          aria-label={`Add ${label}`}
          className="grid size-11 shrink-0 place-items-center rounded-xl border border-border bg-surface-2 hover:border-cyan"
        >
          <Icon name="Plus" className="size-4" />
        </button>
      </div>
      {items.length > 0 && (
        <ul className={ordered ? "grid grid-cols-1 gap-1.5" : "flex flex-wrap gap-1.5"} aria-label={label}>
          {items.map((item, i) => (
            <li
              key={item}
              className="inline-flex max-w-full items-center gap-1.5 rounded-full border border-border bg-surface-2 py-1 pr-1 pl-3 text-xs"
            >
              <span className="min-w-0 flex-1 truncate">
                {ordered ? `${i + 1}. ` : ""}
                {item}
              </span>
              <button
                type="button"
                onClick={() => field.onChange(removeEntry(items, item))}
                aria-label={`Remove ${item}`}
                className="grid size-6 shrink-0 place-items-center rounded-full text-muted hover:bg-background hover:text-pink"
              >
                <Icon name="X" className="size-3" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

"use client";

import { useController, useFormContext } from "react-hook-form";
import type { TechCategory } from "@/lib/projects/schema";
import { ListEditor } from "@/components/admin/form/list-editor.client";
import { EntryInput, TextEntry, useEntryError } from "@/components/admin/form/list-field.client";
import { errorClass } from "@/components/admin/form/field-styles";

/** One category: its name and its technologies, a list of their own. */
function CategoryEntry({
  index,
  id,
  name,
  value,
  onChange,
  onEnter,
}: {
  index: number;
  id: string;
  name: string;
  value: TechCategory;
  onChange: (value: TechCategory) => void;
  onEnter: (e: React.KeyboardEvent<HTMLInputElement>) => void;
}) {
  const path = `techStack.${index}`;
  const error = useEntryError(`${path}.technologies`);
  const category = value.category.trim() || name;
  return (
    <div role="group" aria-label={name} className="grid grid-cols-1 gap-3">
      <EntryInput
        id={id}
        label="Category"
        path={`${path}.category`}
        value={value.category}
        onChange={(c) => onChange({ ...value, category: c })}
        onEnter={onEnter}
        placeholder="e.g. Frontend"
      />
      <ListEditor<string>
        label={`Technologies of ${category}`}
        itemLabel={`${category} technology`}
        items={value.technologies}
        onChange={(technologies) => onChange({ ...value, technologies })}
        blank={() => ""}
        enterAddsEntry
        renderEntry={(entry) => (
          <TextEntry
            path={`${path}.technologies.${entry.index}`}
            id={entry.id}
            name={entry.name}
            value={entry.value}
            placeholder="e.g. React"
            onChange={entry.onChange}
            onEnter={entry.onEnter}
          />
        )}
      />
      {error && <p className={errorClass}>{error}</p>}
    </div>
  );
}

/** The tech stack by category, each category with its technologies; both edited in place. */
export function TechStackField() {
  const { control } = useFormContext();
  const { field } = useController({ name: "techStack", control });
  const stack: TechCategory[] = Array.isArray(field.value) ? field.value : [];
  return (
    <ListEditor<TechCategory>
      label="Tech stack by category"
      itemLabel="Stack category"
      items={stack}
      onChange={field.onChange}
      blank={() => ({ category: "", technologies: [""] })}
      renderEntry={(entry) => (
        <CategoryEntry
          index={entry.index}
          id={entry.id}
          name={entry.name}
          value={entry.value}
          onChange={entry.onChange}
          onEnter={entry.onEnter}
        />
      )}
    />
  );
}

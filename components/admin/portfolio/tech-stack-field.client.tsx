"use client";

import { useState } from "react";
import { useController, useFormContext } from "react-hook-form";
import { Icon } from "@/components/ui/icon";
import { addTech, removeTech } from "@/lib/projects/list-rules";
import type { TechCategory } from "@/lib/projects/schema";
import { inputClass, labelClass } from "@/components/admin/form/field-styles";

/** Tech stack by category: both fields needed; an existing category gets the technology appended (no duplicates);
 *  removing the last technology removes the category. Enter adds. */
export function TechStackField() {
  const { control } = useFormContext();
  const { field } = useController({ name: "techStack", control });
  const stack: TechCategory[] = Array.isArray(field.value) ? field.value : [];
  const [category, setCategory] = useState("");
  const [tech, setTech] = useState("");
  const add = () => {
    field.onChange(addTech(stack, category, tech));
    if (category.trim() && tech.trim()) setTech("");
  };
  const onEnter = (e: React.KeyboardEvent) => {
    if (e.key === "Enter") {
      e.preventDefault();
      add();
    }
  };
  return (
    <div className="grid grid-cols-1 gap-3">
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
        <div className="grid grid-cols-1 gap-2">
          <label htmlFor="tech-category" className={labelClass}>
            Category
          </label>
          <input
            id="tech-category"
            value={category}
            onChange={(e) => setCategory(e.target.value)}
            onKeyDown={onEnter}
            placeholder="e.g. Frontend"
            className={inputClass}
          />
        </div>
        <div className="grid grid-cols-1 gap-2">
          <label htmlFor="tech-technology" className={labelClass}>
            Technology
          </label>
          <input
            id="tech-technology"
            value={tech}
            onChange={(e) => setTech(e.target.value)}
            onKeyDown={onEnter}
            placeholder="e.g. React"
            className={inputClass}
          />
        </div>
        <button
          type="button"
          onClick={add}
          className="inline-flex h-11 items-center gap-2 rounded-xl border border-border bg-surface-2 px-4 text-sm hover:border-cyan"
        >
          <Icon name="Plus" className="size-4" />
          Add to stack
        </button>
      </div>
      {stack.length > 0 && (
        <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2" aria-label="Tech stack">
          {stack.map((group) => (
            <li
              key={group.category}
              className="rounded-xl border border-border bg-background/40 p-3"
              data-testid="tech-category"
            >
              <p className="text-xs font-semibold uppercase tracking-wider text-muted wrap-anywhere">
                {group.category}
              </p>
              <ul className="mt-2 flex flex-wrap gap-1.5">
                {group.technologies.map((t) => (
                  <li
                    key={t}
                    className="inline-flex max-w-full items-center gap-1 rounded-full border border-border bg-surface-2 py-0.5 pr-1 pl-2.5 text-xs"
                  >
                    <span className="min-w-0 wrap-anywhere">{t}</span>
                    <button
                      type="button"
                      onClick={() => field.onChange(removeTech(stack, group.category, t))}
                      aria-label={`Remove ${t} from ${group.category}`}
                      className="grid size-6 place-items-center shrink-0 rounded-full text-muted hover:text-pink"
                    >
                      <Icon name="X" className="size-3" />
                    </button>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

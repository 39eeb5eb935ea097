import type { DetailedMetric, TechCategory } from "@/lib/projects/schema";

/** Adds a list entry: trimmed; blanks and duplicates are ignored. */
export function addEntry(list: readonly string[], value: string): string[] {
  const v = value.trim();
  return !v || list.includes(v) ? [...list] : [...list, v];
}

export const removeEntry = (list: readonly string[], value: string) => list.filter((v) => v !== value);

/** A tech stack entry needs a category and a technology; an existing category gets the technology appended
 *  unless it is already there. */
export function addTech(stack: readonly TechCategory[], category: string, technology: string): TechCategory[] {
  const c = category.trim();
  const t = technology.trim();
  if (!c || !t) return [...stack];
  const existing = stack.find((s) => s.category === c);
  if (!existing) return [...stack, { category: c, technologies: [t] }];
  return stack.map((s) => (s === existing ? { ...s, technologies: addEntry(s.technologies, t) } : s));
}

/** Removes one technology; removing the last one removes the category. */
export function removeTech(stack: readonly TechCategory[], category: string, technology: string): TechCategory[] {
  return stack
    .map((s) => (s.category === category ? { ...s, technologies: removeEntry(s.technologies, technology) } : s))
    .filter((s) => s.technologies.length > 0);
}

/** A detailed metric needs label, value and description all non-blank. */
export function addDetailedMetric(list: readonly DetailedMetric[], metric: DetailedMetric): DetailedMetric[] {
  const m = { label: metric.label.trim(), value: metric.value.trim(), description: metric.description.trim() };
  return m.label && m.value && m.description ? [...list, m] : [...list];
}

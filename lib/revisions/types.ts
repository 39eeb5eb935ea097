import type { FieldChange } from "./diff";

/** A revision as the admin pages show it (dates as ISO strings). */
export interface RevisionMeta {
  id: number;
  action: string;
  author: string;
  createdAt: string;
  restoredFrom: string | null;
  changed: string[];
}

/** Two versions of an item and, field by field, what differs from the first to the second. */
export interface RevisionComparison {
  from: RevisionMeta;
  to: RevisionMeta;
  changes: FieldChange[];
}

/** The items that have revisions: a content type's name. */
export type RevisionEntity = string;

/** A revision as the edit page lists it: when, who, what it was and which fields it changed, in words. */
export interface RevisionRow {
  id: number;
  when: string;
  iso: string;
  who: string;
  what: string;
  changed: string;
}

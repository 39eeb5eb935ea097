import type { DraftCopyOffer } from "@/lib/autosave/schema";

/** What every content type's editor is given (components/admin/content/editors.tsx): the item it edits, if any, and
 *  what the signed-in role may do with it. */
export interface ContentFormProps<Values> {
  id?: string;
  openedAt?: string;
  /** False for a role that may not publish (an author): no Publishing section, a new item is saved as a draft. */
  canPublish?: boolean;
  /** Why the role may not change this item (the fields are then disabled). */
  readOnly?: string;
  defaultValues: Values;
  draftCopy?: DraftCopyOffer | null;
}

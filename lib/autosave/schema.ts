import { z } from "zod";
import { isStorableJson, itemIdSchema as itemId } from "@/lib/validation";

/** The editors that autosave: every content type's (its name). */
export type DraftCopyEntity = string;

/** The item id of a form for an item not saved yet. */
export const NEW_ITEM = "new";

/** How long the editor waits after the last change before it autosaves. */
export const AUTOSAVE_DELAY_MS = 3000;

/** A copy is at most this large (JSON characters); a form is far smaller. */
const MAX_COPY_CHARS = 900_000;

/** The form's values as the editor holds them: an object of JSON values whose text PostgreSQL can store (no NUL, no
 *  half of a surrogate pair). */
export const formValues = z
  .record(z.string().max(100), z.unknown())
  .refine(
    (values) => isStorableJson(values) && JSON.stringify(values).length <= MAX_COPY_CHARS,
    "The autosaved copy is too large, nested too deeply or holds characters that cannot be stored.",
  );

export const draftCopyKey = { itemId };

/** An autosaved copy offered back to the editor. */
export interface DraftCopyOffer {
  values: Record<string, unknown>;
  savedAt: string;
}

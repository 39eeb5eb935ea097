import "server-only";
import { db } from "@/lib/db";
import type { DraftCopyEntity, DraftCopyOffer } from "./schema";

/** This admin's autosaved copy of an item's form, when it is newer than the item's last save (an older copy was
 *  overtaken by that save and is not offered); read uncached. */
export async function draftCopyFor(
  entity: DraftCopyEntity,
  itemId: string,
  userEmail: string,
  itemSavedAt?: Date,
): Promise<DraftCopyOffer | null> {
  const copy = await (
    await db()
  ).draftCopy.findUnique({ where: { entity_itemId_userEmail: { entity, itemId, userEmail } } });
  if (!copy || (itemSavedAt && copy.savedAt.getTime() <= itemSavedAt.getTime())) return null;
  return { values: copy.values as Record<string, unknown>, savedAt: copy.savedAt.toISOString() };
}

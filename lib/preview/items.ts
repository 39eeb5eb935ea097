import "server-only";
import { db } from "@/lib/db";
import type { Db } from "@/lib/db/transaction";
import { previewViewer, type PreviewViewer } from "./access";

export interface Previewed<T> {
  item: T;
  viewer: PreviewViewer;
}

/** The saved version of an item whatever its status, read uncached, when this request may preview it (draft mode and
 *  an admin or its share link); otherwise null and the page shows the public version. */
export async function previewedItem<I>(
  type: { name: string; store: { find(db: Db, id: string): Promise<I | null> } },
  id: string,
): Promise<Previewed<I> | null> {
  const viewer = await previewViewer(type.name, id);
  const item = viewer ? await type.store.find(await db(), id) : null;
  return viewer && item ? { item, viewer } : null;
}

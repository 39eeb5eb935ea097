import "server-only";
import { db } from "@/lib/db";
import type { Stamped } from "./store";

/** One item for its editor, read uncached: the database as it is now. */
export async function adminItem<I extends Stamped>(
  type: { store: { find(db: never, id: string): Promise<I | null> } },
  id: string,
) {
  return type.store.find((await db()) as never, id);
}

/** Every item of a type, newest first, read uncached. */
export async function adminItems<I extends Stamped>(type: { store: { listAll(db: never): Promise<I[]> } }) {
  return (await type.store.listAll((await db()) as never)).reverse();
}

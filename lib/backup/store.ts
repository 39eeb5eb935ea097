import "server-only";
import { entities, perEntity, type ContentSet, type EntityCounts } from "@/lib/entities";
import type { Tx, WriteOptions } from "./client";

/** Every entity's stored records, serialized as they go into a backup or export (stable order). */
export async function readContent(tx: Tx): Promise<Record<string, unknown[]>> {
  const lists = await Promise.all(entities.map((e) => e.codec.readAll(tx)));
  return Object.fromEntries(entities.map((e, i) => [e.key, lists[i]]));
}

export const countsOf = (content: Partial<Record<string, unknown[]>>): EntityCounts =>
  perEntity((e) => content[e.key]?.length ?? 0);

/** Writes every record, inserting new ids and overwriting existing ones, one row at a time (inside the caller's
 *  transaction, so a failure on any row undoes them all). */
export async function upsertContent(tx: Tx, content: ContentSet, options: WriteOptions = {}) {
  for (const entity of entities) {
    for (const [i, record] of (content[entity.key] ?? []).entries()) {
      await options.beforeRow?.(entity.name, i);
      await entity.codec.upsert(tx, record);
    }
  }
}

/** Replaces the records of every entity the content holds a list of with the given ones (inside the caller's
 *  transaction); an entity without a list (a backup from before it was kept) is left as it is. */
export async function replaceContent(tx: Tx, content: ContentSet, options: WriteOptions = {}) {
  for (const entity of [...entities].reverse()) if (content[entity.key]) await entity.codec.deleteAll(tx);
  await upsertContent(tx, content, options);
}

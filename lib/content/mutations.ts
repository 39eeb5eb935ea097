import "server-only";
import { inTransaction, type Db } from "@/lib/db/transaction";
import { notFound, stale } from "@/lib/results/stale";
import { slugify, uniqueSlug } from "@/lib/slug";
import { AdminActionError } from "@/lib/results/action-result";
import { SLUG_TAKEN_MESSAGE } from "@/lib/redirects/slug";
import { forgetRedirectFrom, moveItem } from "@/lib/redirects/store";
import { afterPublishingChange, checkPublishing } from "@/lib/publishing/guard";
import { recordSave, forgetRevisions, type SaveBy } from "@/lib/revisions/store";
import type { Stamped } from "./store";
import type { ContentType, ItemData } from "./type";
import { snapshotOf } from "./snapshot";

export const notFoundMessage = (type: { labels: { item: string } }) =>
  `The ${type.labels.item} you're trying to edit doesn't exist.`;

const prepared = <D extends ItemData, I extends Stamped>(type: ContentType<string, D, I>, data: D) =>
  type.prepare ? type.prepare(data) : data;

/** Creates an item at the slug typed (refused when taken), or at a unique slug of its title (suffix -2, -3 …); an
 *  old redirect from that address gives way to the item. The item and its revision are one transaction. */
export async function createItem<D extends ItemData, I extends Stamped>(
  prisma: Db,
  type: ContentType<string, D, I>,
  input: D,
  slug: string | undefined,
  by: SaveBy,
) {
  const data = prepared(type, input);
  const base = slug ?? slugify(data.title, type.slugFallback);
  checkPublishing(data);
  const item = await inTransaction(prisma, async (tx) => {
    const taken = new Set(await type.store.idsLike(tx, base));
    if (slug && taken.has(slug)) throw new AdminActionError(SLUG_TAKEN_MESSAGE, "invalid");
    const id = uniqueSlug(base, taken);
    if (type.publicPath) await forgetRedirectFrom(tx, type.publicPath(id));
    await forgetRevisions(tx, type.name, id);
    const created = await type.store.insert(tx, id, data, by.userId);
    await recordSave(tx, {
      entity: type.name,
      itemId: id,
      before: null,
      after: snapshotOf(created),
      fields: type.revisionFields,
      by,
    });
    return created;
  });
  afterPublishingChange(type.name, item.id, data);
  return item;
}

/** Updates an item opened at `openedAt`; refuses (stale) when it changed since, never overwriting silently. A new
 *  `slug` renames it (its id is its address): unique, and its old address redirects to the new one for ever. */
export async function updateItem<D extends ItemData, I extends Stamped>(
  prisma: Db,
  type: ContentType<string, D, I>,
  id: string,
  input: D,
  openedAt: Date | string,
  slug: string | undefined,
  by: SaveBy,
) {
  const data = prepared(type, input);
  const to = slug ?? id;
  checkPublishing(data);
  const item = await inTransaction(prisma, async (tx) => {
    if (to !== id && (await type.store.exists(tx, to))) throw new AdminActionError(SLUG_TAKEN_MESSAGE, "invalid");
    const before = await type.store.find(tx, id);
    if (!(await type.store.updateIfSaved(tx, id, new Date(openedAt), data, to)))
      throw before ? stale() : notFound(notFoundMessage(type));
    if (to !== id && type.publicPath) await moveItem(tx, type.publicPath(id), type.publicPath(to));
    const saved = (await type.store.find(tx, to))!;
    await recordSave(tx, {
      entity: type.name,
      itemId: to,
      previousId: id,
      before: before && snapshotOf(before),
      after: snapshotOf(saved),
      fields: type.revisionFields,
      by,
    });
    return saved;
  });
  afterPublishingChange(type.name, id, to === id ? data : null);
  if (to !== id) afterPublishingChange(type.name, to, data);
  return item;
}

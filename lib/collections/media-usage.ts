import "server-only";
import type { Db } from "@/lib/db/transaction";
import { contentTypes } from "@/lib/content-types";

/** One place an image is shown: the item, the field, and where to edit it. */
export interface MediaUse {
  label: string;
  href: string;
}

const sentenceCase = (text: string) => `${text[0].toUpperCase()}${text.slice(1)}`;

/** Every place each of these URLs is used in any type's image fields, by URL (all URLs in content when `urls` is
 *  omitted). */
export async function findUses(db: Db, urls?: string[]): Promise<Map<string, MediaUse[]>> {
  const wanted = urls && new Set(urls);
  const uses = new Map<string, MediaUse[]>();
  const add = (url: unknown, use: MediaUse) => {
    if (typeof url !== "string" || !url || (wanted && !wanted.has(url))) return;
    const list = uses.get(url) ?? [];
    if (!list.some((u) => u.label === use.label)) list.push(use);
    uses.set(url, list);
  };
  for (const type of contentTypes) {
    const items = (await type.store.listAll(db)).sort((a, b) => a.title.localeCompare(b.title));
    for (const item of items) {
      const href = type.entity.editHref(item.id);
      for (const [field, name] of Object.entries(type.mediaFields)) {
        const label = `${sentenceCase(type.labels.item)} “${item.title}”, ${name}`;
        const value = (item as unknown as Record<string, unknown>)[field];
        for (const url of Array.isArray(value) ? value : [value]) add(url, { label, href });
      }
    }
  }
  return uses;
}

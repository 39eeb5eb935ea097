import "server-only";
import type { Db } from "@/lib/db/transaction";
import { uniqueSlug } from "@/lib/slug";
import { SLUG_TAKEN_MESSAGE, slugSchema } from "@/lib/redirects/slug";
import { contentTypeNamed } from "@/lib/content-types";

/** Whether `slug` can be the address of an item of this type (`id`: the item being edited, which may keep its own). */
export async function slugAvailability(prisma: Db, kind: string, slug: string, id?: string) {
  const type = contentTypeNamed(kind);
  if (!type) return { available: false, message: "There is no such kind of content." };
  const parsed = slugSchema.safeParse(slug);
  if (!parsed.success) return { available: false, message: parsed.error.issues[0]?.message ?? "" };
  const wanted = parsed.data;
  if (wanted === id) return { available: true, message: "This is the current slug." };
  const taken = new Set(await type.store.idsLike(prisma, wanted));
  if (!taken.has(wanted)) return { available: true, message: "Available." };
  return { available: false, message: `${SLUG_TAKEN_MESSAGE} Try ${uniqueSlug(wanted, taken)}.` };
}

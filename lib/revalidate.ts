import "server-only";
import { revalidateTag, updateTag } from "next/cache";

/** From a server action: expire the tags now, so the admin's next page shows the write (read-your-own-writes)
 *  and every public page showing the data is rebuilt on its next request. */
export function revalidateFromAction(tags: string[]) {
  for (const tag of new Set(tags)) updateTag(tag);
}

/** From a route handler (updateTag is for server actions only): expire the tags immediately. */
export function revalidateFromRoute(tags: string[]) {
  for (const tag of new Set(tags)) revalidateTag(tag, { expire: 0 });
}

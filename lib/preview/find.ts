import "server-only";
import type { Db } from "@/lib/db/transaction";
import { contentTypeNamed } from "@/lib/content-types";

/** The public page a preview of this item opens (any status), read uncached; null when there is no such item or its
 *  kind has no pages. */
export async function previewedPath(prisma: Db, kind: string, id: string): Promise<string | null> {
  const type = contentTypeNamed(kind);
  if (!type?.publicPath || !(await type.store.exists(prisma, id))) return null;
  return type.publicPath(id);
}

import "server-only";
import type { Db } from "@/lib/db/transaction";
import { findUses, type MediaUse } from "@/lib/collections/media-usage";

export interface LibraryItem {
  id: string;
  url: string;
  fileName: string;
  mimeType: string;
  bytes: number;
  width: number;
  height: number;
  alt: string;
  caption: string | null;
  focalX: number;
  focalY: number;
  blurDataUrl: string;
  createdBy: string;
  createdAt: string;
  uses: MediaUse[];
}

const LIBRARY_PAGE_SIZE = 60;

/** The library for the admin, newest first, filtered by words in the file name, alt text or caption, with where
 *  each image is used. */
export async function listLibrary(db: Db, search = "", take = LIBRARY_PAGE_SIZE): Promise<LibraryItem[]> {
  const q = search.trim().slice(0, 100);
  const rows = await db.media.findMany({
    where: q
      ? {
          OR: ["fileName", "alt", "caption"].map((field) => ({
            [field]: { contains: q, mode: "insensitive" as const },
          })),
        }
      : undefined,
    orderBy: { createdAt: "desc" },
    take,
  });
  const uses = await findUses(
    db,
    rows.map((r) => r.url),
  );
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString(), uses: uses.get(r.url) ?? [] }));
}

import "server-only";
import type { Media } from "@/generated/prisma/client";
import { inTransaction, type Db } from "@/lib/db/transaction";
import { contentHash, processImage } from "./process";
import { mediaUrl } from "./rules";
import { altFromFileName } from "./schema";
import type { MediaStorage } from "./storage/types";

export interface UploadedFile {
  bytes: Buffer;
  fileName: string;
}

/** Stores one uploaded image: its files first, then its row and audit entry in one transaction. The same bytes
 *  uploaded again answer the stored image (duplicate: true) and store nothing. A refused file throws UploadRefused
 *  before anything is stored. */
export async function storeUpload(
  db: Db,
  storage: MediaStorage,
  file: UploadedFile,
  actor: string,
): Promise<{ media: Media; duplicate: boolean }> {
  const key = contentHash(file.bytes);
  const existing = await db.media.findUnique({ where: { key } });
  if (existing) return { media: existing, duplicate: true };
  const image = await processImage(file.bytes);
  await Promise.all(image.files.map((f) => storage.put(f.key, f.body, f.contentType)));
  try {
    const media = await inTransaction(db, async (tx) => {
      const row = await tx.media.create({
        data: {
          key,
          url: mediaUrl(key),
          fileName: file.fileName.slice(0, 255) || "image",
          mimeType: image.mimeType,
          bytes: file.bytes.length,
          width: image.width,
          height: image.height,
          alt: altFromFileName(file.fileName),
          blurDataUrl: image.blurDataUrl,
          createdBy: actor,
        },
      });
      await tx.auditLog.create({ data: { actorEmail: actor, action: "upload", entity: "media", entityId: row.id } });
      return row;
    });
    return { media, duplicate: false };
  } catch (error) {
    // The same file uploaded at the same moment by another request: its row stands, and so do the files (same bytes).
    const raced = await db.media.findUnique({ where: { key } });
    if (raced) return { media: raced, duplicate: true };
    await storage.delete(image.files.map((f) => f.key));
    throw error;
  }
}

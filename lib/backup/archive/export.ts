import "server-only";
import fs from "node:fs";
import type { Db } from "../client";
import { exportContent, type ExportFile } from "../export";
import { storedKeys } from "@/lib/media/mutations";
import { originalKey } from "@/lib/media/rules";
import type { MediaStorage } from "@/lib/media/storage/types";
import { EXPORT_MEMBER, fileMember, MANIFEST_MEMBER, sha256, type Manifest, type ManifestFile } from "./manifest";
import { tarWriter } from "./tar";

export class MissingMediaError extends Error {}

interface ArchivedImage {
  key: string;
  alt: string;
}

/** Every stored file of the images (original and variants), each added to the archive as it is read; the images
 *  whose original is not in storage. */
async function addFiles(
  add: (name: string, body: Buffer) => Promise<void>,
  storage: MediaStorage,
  images: ArchivedImage[],
) {
  const files: ManifestFile[] = [];
  const missing: ArchivedImage[] = [];
  for (const image of images) {
    for (const key of storedKeys(image.key)) {
      const stored = await storage.get(key);
      if (!stored) {
        if (key === originalKey(image.key)) missing.push(image);
        continue; // an image from the built-in content has its original only
      }
      await add(fileMember(key), stored.body);
      files.push({ key, contentType: stored.contentType, bytes: stored.body.length, sha256: sha256(stored.body) });
    }
  }
  return { files, missing };
}

const missingMessage = (images: ArchivedImage[]) =>
  `The files of ${images.length === 1 ? "1 image are" : `${images.length} images are`} missing from the media storage ` +
  `(${images
    .slice(0, 5)
    .map((i) => `"${i.alt}"`)
    .join(", ")}${images.length > 5 ? ", …" : ""}). ` +
  "Upload them again or delete them from the library, then export again.";

/** `npm run backup:export -- --with-media`: a tar of the JSON export (studio-export.json), every stored file of every
 *  library image (media/<key>) and their SHA-256 list (media-files.json). Written beside `file` and renamed into place
 *  at the end, so a failure leaves no half archive. Refused when an image's original is missing from storage. */
export async function writeMediaArchive(
  prisma: Db,
  storage: MediaStorage,
  file: string,
  now = new Date(),
): Promise<{ data: ExportFile; files: number; bytes: number }> {
  const data = await exportContent(prisma, now);
  const temporary = `${file}.${process.pid}.tmp`;
  const tar = tarWriter(temporary);
  try {
    await tar.add(EXPORT_MEMBER, Buffer.from(JSON.stringify(data, null, 2)), now);
    const { files, missing } = await addFiles(
      (name, body) => tar.add(name, body, now),
      storage,
      data.media as unknown as ArchivedImage[],
    );
    if (missing.length) throw new MissingMediaError(missingMessage(missing));
    const manifest: Manifest = { version: 1, files };
    await tar.add(MANIFEST_MEMBER, Buffer.from(JSON.stringify(manifest, null, 2)), now);
    await tar.close();
    fs.renameSync(temporary, file);
    return { data, files: files.length, bytes: files.reduce((sum, f) => sum + f.bytes, 0) };
  } catch (error) {
    await tar.abort();
    fs.rmSync(temporary, { force: true });
    throw error;
  }
}

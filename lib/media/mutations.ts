import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { AdminActionError } from "@/lib/results/action-result";
import { tags } from "@/lib/cache-tags";
import { findUses } from "@/lib/collections/media-usage";
import { originalKey, variantPlan } from "./rules";
import type { MediaDetailsInput } from "./schema";
import type { MediaStorage } from "./storage/types";
import { logger } from "@/lib/log/logger";

const NOT_FOUND_MESSAGE = "This image is no longer in the library.";

const inUseMessage = (places: string[]) =>
  `This image is still used by ${places.join("; ")}. Choose another image there first, or confirm to delete it anyway.`;

/** Every file stored for one image. */
export const storedKeys = (key: string) => [originalKey(key), ...variantPlan(key).map((v) => v.key)];

export async function updateDetails(
  tx: Prisma.TransactionClient,
  input: Required<Pick<MediaDetailsInput, "id">> & {
    alt: string;
    caption?: string;
    focalX: number;
    focalY: number;
  },
) {
  const found = await tx.media.findUnique({ where: { id: input.id }, select: { id: true } });
  if (!found) throw new AdminActionError(NOT_FOUND_MESSAGE, "not-found");
  await tx.media.update({
    where: { id: input.id },
    data: { alt: input.alt, caption: input.caption ?? null, focalX: input.focalX, focalY: input.focalY },
  });
  return [tags.media];
}

/** Deletes the row; refuses while the image is used unless `force`. Returns the storage keys to remove after commit. */
export async function deleteMedia(tx: Prisma.TransactionClient, id: string, force: boolean): Promise<string[]> {
  const media = await tx.media.findUnique({ where: { id } });
  if (!media) throw new AdminActionError(NOT_FOUND_MESSAGE, "not-found");
  const uses = (await findUses(tx, [media.url])).get(media.url) ?? [];
  if (uses.length > 0 && !force) throw new AdminActionError(inUseMessage(uses.map((u) => u.label)), "stale");
  await tx.media.delete({ where: { id } });
  return storedKeys(media.key);
}

/** Deletes every image no content uses; returns their storage keys and how many there were. */
export async function deleteUnused(tx: Prisma.TransactionClient): Promise<{ count: number; keys: string[] }> {
  const uses = await findUses(tx);
  const unused = (await tx.media.findMany({ select: { id: true, key: true, url: true } })).filter(
    (m) => !uses.has(m.url),
  );
  await tx.media.deleteMany({ where: { id: { in: unused.map((m) => m.id) } } });
  return { count: unused.length, keys: unused.flatMap((m) => storedKeys(m.key)) };
}

/** Removes files after their rows are gone; a failure leaves harmless orphans, never a row without its files. */
export async function removeFiles(storage: MediaStorage, keys: string[]) {
  await storage
    .delete(keys)
    .catch((error) => logger("media").warn({ err: error, files: keys.length }, "could not remove files"));
}

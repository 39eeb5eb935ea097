import type { PrismaClient } from "@/generated/prisma/client";
import { entities, perEntity } from "@/lib/entities";
import { seedShippedMedia } from "@/lib/media/seed";
import { mediaStorage } from "@/lib/media/storage";
import { logger } from "@/lib/log/logger";

const SEEDED_KEY = "content_seeded_at";

/** Inserts every entity's built-in records into a fresh database, once: a second start (or a database whose owner
 *  has since deleted everything) inserts nothing. Returns how many rows of each entity were inserted. */
export async function seedBuiltInContent(prisma: PrismaClient) {
  return prisma.$transaction(async (tx) => {
    const inserted = perEntity(() => 0);
    if (await tx.setting.findUnique({ where: { key: SEEDED_KEY } })) return inserted;
    for (const entity of entities) inserted[entity.key] = await entity.codec.createMissing(tx, entity.builtIn());
    await tx.setting.createMany({ data: [{ key: SEEDED_KEY, value: new Date().toISOString() }], skipDuplicates: true });
    return inserted;
  });
}

/** The built-in content's images into the media library, once (lib/media/seed.ts); a failure is logged, not fatal. */
export async function seedBuiltInMedia(prisma: PrismaClient): Promise<number> {
  try {
    return await seedShippedMedia(prisma, mediaStorage());
  } catch (error) {
    logger("media").error({ err: error }, "could not add the built-in images to the library");
    return 0;
  }
}

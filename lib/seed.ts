import type { PrismaClient } from "@/generated/prisma/client";
import { entities, perEntity } from "@/lib/entities";
import { seedShippedMedia } from "@/lib/media/seed";
import { mediaStorage } from "@/lib/media/storage";
import { logger } from "@/lib/log/logger";

const SEEDED_KEY = "content_seeded_at";
/** The entity keys whose built-in records were seeded (a JSON list): an entity added later is seeded at the first
 *  start that has it. */
const SEEDED_KEYS = "content_seeded_keys";
/** What a database seeded before the keys were recorded had: every entity but the ones added since. */
const SEEDED_BEFORE_KEYS = ["media", "projects", "blogs", "settings", "redirects"];

function seededKeys(value: string | undefined, seededAt: boolean): string[] {
  if (value) {
    try {
      const keys: unknown = JSON.parse(value);
      if (Array.isArray(keys)) return keys.filter((k): k is string => typeof k === "string");
    } catch {
      // Unreadable: read as the keys a database seeded before they were recorded had.
    }
  }
  return seededAt ? SEEDED_BEFORE_KEYS : [];
}

/** Inserts every entity's built-in records into a fresh database, once per entity: a second start (or a database
 *  whose owner has since deleted everything) inserts nothing, and an entity added by a later version is seeded at the
 *  first start that has it. Returns how many rows of each entity were inserted. */
export async function seedBuiltInContent(prisma: PrismaClient) {
  return prisma.$transaction(async (tx) => {
    const inserted = perEntity(() => 0);
    const [seededAt, keys] = await Promise.all([
      tx.setting.findUnique({ where: { key: SEEDED_KEY } }),
      tx.setting.findUnique({ where: { key: SEEDED_KEYS } }),
    ]);
    const seeded = new Set(seededKeys(keys?.value, Boolean(seededAt)));
    if (entities.every((entity) => seeded.has(entity.key))) return inserted;
    for (const entity of entities) {
      if (seeded.has(entity.key)) continue;
      inserted[entity.key] = await entity.codec.createMissing(tx, entity.builtIn());
      seeded.add(entity.key);
    }
    const value = JSON.stringify([...seeded]);
    await tx.setting.createMany({ data: [{ key: SEEDED_KEY, value: new Date().toISOString() }], skipDuplicates: true });
    await tx.setting.upsert({ where: { key: SEEDED_KEYS }, create: { key: SEEDED_KEYS, value }, update: { value } });
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

import type { PrismaClient } from "@/generated/prisma/client";
import { entities, perEntity } from "@/lib/entities";

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

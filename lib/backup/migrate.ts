import "server-only";
import { contentEntities, MIGRATION_MARKER, perContentEntity, type ContentKey } from "@/lib/entities";
import { inSavepoint, inTransaction, LONG_TRANSACTION } from "@/lib/db/transaction";
import type { Db } from "./client";
import { logger } from "@/lib/log/logger";
import { MIGRATION_HAS_PROJECTS } from "./messages";

const log = logger("migration");

/** 'Check Database': how many records of each content entity (portfolios, blog posts) the database holds. */
export async function checkDatabase(prisma: Db): Promise<Record<ContentKey, number>> {
  const counts = await Promise.all(contentEntities.map((e) => e.codec.count(prisma)));
  return perContentEntity((e) => counts[contentEntities.indexOf(e)]);
}

export class MigrationRefusedError extends Error {
  constructor() {
    super(MIGRATION_HAS_PROJECTS);
    this.name = "MigrationRefusedError";
  }
}

interface SkippedItem {
  entity: string;
  id: string;
  error: string;
}

/** 'Migrate': copies every content entity's built-in records (the four portfolios, the six posts) into the database in
 *  one transaction (the caller's, when it has one), each record in a savepoint of its own: an item that fails (e.g. a
 *  post whose id is already taken) is skipped and logged, and the rest are still copied. Refused when the portfolio
 *  holds projects. */
export async function migrateBuiltInContent(prisma: Db) {
  return inTransaction(
    prisma,
    async (tx) => {
      if ((await MIGRATION_MARKER.codec.count(tx)) > 0) throw new MigrationRefusedError();
      const skipped: SkippedItem[] = [];
      const copied = perContentEntity(() => 0);
      for (const entity of contentEntities) {
        for (const record of entity.builtIn()) {
          try {
            await inSavepoint(tx, () => entity.codec.create(tx, record));
            copied[entity.key]++;
          } catch (error) {
            skipped.push({ entity: entity.name, id: record.id, error: (error as Error).message });
            log.warn({ entity: entity.name, id: record.id, err: error }, `skipped ${entity.labels.admin} ${record.id}`);
          }
        }
      }
      return { ...copied, skipped };
    },
    LONG_TRANSACTION,
  );
}

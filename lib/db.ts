import "server-only";
import type { PrismaClient } from "@/generated/prisma/client";
import { connect, type Database } from "./db/connect";
import { targetFromEnv } from "./db/target";
import { metrics } from "@/lib/metrics/registry.mjs";
import { logger } from "@/lib/log/logger";

// One database per process, opened (and migrated) once.
type OpenHook = (prisma: PrismaClient) => Promise<void>;
const g = globalThis as unknown as { __database?: Promise<Database>; __modelQueries?: number; __onOpen?: OpenHook };

/** What the app does with the database it has just opened, before anyone reads it: the composition root
 *  (lib/startup.ts) seeds the built-in content there, at server start and in the build's prerendering. This layer
 *  only connects and migrates. */
export function onDatabaseOpen(hook: OpenHook) {
  g.__onOpen = hook;
}

/** Model queries this process has run: /api/health reports it, so tests and benches can prove that a cached
 *  page costs no database query. */
export const modelQueryCount = () => g.__modelQueries ?? 0;

function counted(prisma: PrismaClient): PrismaClient {
  return prisma.$extends({
    query: {
      $allModels: {
        async $allOperations({ model, operation, args, query }) {
          g.__modelQueries = (g.__modelQueries ?? 0) + 1;
          metrics.dbQueries.inc({ model, operation });
          const stop = metrics.dbQuerySeconds.startTimer({ model });
          try {
            return await query(args);
          } finally {
            stop();
          }
        },
      },
    },
  }) as unknown as PrismaClient;
}

async function open(): Promise<Database> {
  const t0 = performance.now();
  const target = targetFromEnv();
  const database = await connect(target);
  await g.__onOpen?.(database.prisma);
  const where = target.kind === "postgres" ? "PostgreSQL" : `PGlite ${target.dir ?? "in memory"}`;
  if (process.env.NEXT_PHASE !== "phase-production-build") {
    logger("db").info({ database: where, ms: Math.round(performance.now() - t0) }, "database ready");
  }
  return { ...database, prisma: counted(database.prisma) };
}

export async function db(): Promise<PrismaClient> {
  g.__database ??= open().catch((error) => {
    g.__database = undefined; // let the next call try again (e.g. PostgreSQL was down)
    throw error;
  });
  return (await g.__database).prisma;
}

/** A gzip tarball of the embedded database's data directory, taken by this process (which owns it), or null on
 *  PostgreSQL (use pg_dump there). */
export async function dumpEmbeddedDatabase(): Promise<Blob | null> {
  await db();
  return (await g.__database!).dumpDataDir?.() ?? null;
}

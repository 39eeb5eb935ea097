import "server-only";
import { db, modelQueryCount } from "@/lib/db";
import { withTimeout } from "@/lib/timeout";
import { redisConfigured, withRedis } from "@/lib/cache/redis.mjs";
import { logger } from "@/lib/log/logger";
import { migrationStatus, upToDate } from "@/lib/db/migration-status";
import { migrationFiles } from "@/lib/db/migrations";

const log = logger("health");

const TIMEOUT_MS = 2_000;
type Check = "up" | "down" | "pending";
// The committed migrations are part of the build: read once.
let committed: ReturnType<typeof migrationFiles> | undefined;

/** "up" when every committed migration is applied, "pending" otherwise (an instance of a newer build waits for
 *  them), "down" when the database does not answer. */
async function migrationsCheck(): Promise<Check> {
  const prisma = await db();
  const status = await migrationStatus(
    {
      exec: (text) => prisma.$executeRawUnsafe(text),
      query: async <T>(text: string, params: unknown[] = []) => ({
        rows: await prisma.$queryRawUnsafe<T[]>(text, ...params),
      }),
    },
    (committed ??= migrationFiles()),
  );
  return upToDate(status) ? "up" : "pending";
}

/** Whether this instance can serve: the database answers with every committed migration applied (and Redis, when
 *  configured), each within two seconds. The answer names what is down, never why (error text stays in the log). */
export async function readiness(): Promise<{ ready: boolean; body: Record<string, unknown> }> {
  const started = performance.now();
  const database: Check = await withTimeout((async () => (await db()).$queryRaw`SELECT 1`)(), TIMEOUT_MS).then(
    () => "up" as const,
    (error: unknown) => {
      log.warn({ err: error }, "database not ready");
      return "down" as const;
    },
  );
  const checks: Record<string, Check> = { database };
  if (database === "up") {
    checks.migrations = await withTimeout(migrationsCheck(), TIMEOUT_MS).catch((error: unknown) => {
      log.warn({ err: error }, "could not read the migration status");
      return "down" as const;
    });
  }
  if (redisConfigured()) checks.redis = (await withRedis((client) => client.ping())) === "PONG" ? "up" : "down";
  const ready = Object.values(checks).every((check) => check === "up");
  const body: Record<string, unknown> = {
    status: ready ? "ok" : "degraded",
    ...checks,
    latencyMs: Math.round(performance.now() - started),
  };
  // Tests prove that a cached page costs no query by reading this counter; production does not show it.
  if (process.env.EXPOSE_TEST_COUNTERS === "1") body.modelQueries = modelQueryCount();
  return { ready, body };
}

export const healthHeaders = { "Cache-Control": "no-store" };

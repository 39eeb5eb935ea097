import type { Prisma, PrismaClient } from "@/generated/prisma/client";

/** Writes that rewrite much of the content (restore, import, an admin action around them) may take longer than
 *  Prisma's 5 s default. */
export const LONG_TRANSACTION = { timeout: 120_000, maxWait: 10_000 } as const;

/** A Prisma client, or the transaction a caller already opened. */
export type Db = PrismaClient | Prisma.TransactionClient;

// Transaction clients opened here. Prisma's transaction client has a `$transaction` of its own (nested transactions
// as savepoints, which the PGlite adapter does not implement), so it cannot be told from a client by its shape.
const open = new WeakSet<object>();

/** Runs `work` in a transaction: a new one on a client, or the caller's own when `db` is a transaction opened here,
 *  so a write composed of several (an admin action with its audit row) commits or rolls back as one. */
export function inTransaction<T>(
  db: Db,
  work: (tx: Prisma.TransactionClient) => Promise<T>,
  options?: { timeout?: number; maxWait?: number },
): Promise<T> {
  if (open.has(db)) return work(db as Prisma.TransactionClient);
  return (db as PrismaClient).$transaction(async (tx) => {
    open.add(tx);
    try {
      return await work(tx);
    } finally {
      open.delete(tx);
    }
  }, options);
}

/** Runs one step of a transaction that may fail on its own: on an error the step is rolled back to a savepoint and the
 *  error rethrown, and the transaction goes on (PostgreSQL refuses every further statement of a transaction after a
 *  failed one, so catching the error alone is not enough). */
export async function inSavepoint<T>(tx: Prisma.TransactionClient, step: () => Promise<T>): Promise<T> {
  await tx.$executeRawUnsafe("SAVEPOINT step");
  try {
    const result = await step();
    await tx.$executeRawUnsafe("RELEASE SAVEPOINT step");
    return result;
  } catch (error) {
    await tx.$executeRawUnsafe("ROLLBACK TO SAVEPOINT step");
    throw error;
  }
}

import fs from "node:fs";
import path from "node:path";
import { PrismaClient } from "@/generated/prisma/client";
import { applyMigrations } from "./migrations";
import { ensureDataDir } from "./pglite-initdb";
import { lockDirectory } from "./pglite-lock";
import { PGLITE_EXTENSIONS } from "./pglite-extensions";
import { pgliteServerParams } from "./pglite-memory";

export type DatabaseTarget =
  | { kind: "postgres"; url: string }
  /** dir undefined = in memory; readOnlyCopy = a snapshot nobody else writes (no lock needed); from = a data
   *  directory as `dumpDataDir` gives it, to start an in-memory database from instead of running initdb. */
  | { kind: "pglite"; dir?: string; readOnlyCopy?: boolean; from?: Blob };

export interface Database {
  prisma: PrismaClient;
  close(): Promise<void>;
  /** The embedded database only: a consistent gzip tarball of its data directory, taken by the owning process. */
  dumpDataDir?: () => Promise<Blob>;
}

/** Opens the database, applies pending migrations, and returns a Prisma client on it. */
export async function connect(target: DatabaseTarget): Promise<Database> {
  if (target.kind === "postgres") {
    const [{ PrismaPg }, { default: pg }] = await Promise.all([import("@prisma/adapter-pg"), import("pg")]);
    const client = new pg.Client({ connectionString: target.url });
    await client.connect();
    try {
      await applyMigrations(
        {
          exec: (sql) => client.query(sql),
          query: async <T>(sql: string, params?: unknown[]) => ({
            rows: (await client.query(sql, params)).rows as T[],
          }),
        },
        { advisoryLock: true },
      );
    } finally {
      await client.end();
    }
    const prisma = new PrismaClient({ adapter: new PrismaPg({ connectionString: target.url, max: 10 }) });
    return { prisma, close: () => prisma.$disconnect() };
  }
  const [{ PGlite }, { PrismaPGlite }] = await Promise.all([
    import("@electric-sql/pglite"),
    import("pglite-prisma-adapter"),
  ]);
  let release = () => {};
  if (target.dir) {
    fs.mkdirSync(path.dirname(target.dir), { recursive: true }); // PGlite creates only the last segment
    if (!target.readOnlyCopy) release = lockDirectory(target.dir);
  }
  try {
    if (target.dir) ensureDataDir(target.dir);
    const pglite = await PGlite.create(target.dir, {
      extensions: PGLITE_EXTENSIONS,
      startParams: pgliteServerParams(PGlite.defaultStartParams),
      loadDataDir: target.from,
    });
    await applyMigrations(pglite, { advisoryLock: false });
    const prisma = new PrismaClient({ adapter: new PrismaPGlite(pglite) });
    return {
      prisma,
      close: async () => {
        await prisma.$disconnect();
        await pglite.close();
        release();
      },
      dumpDataDir: () => pglite.dumpDataDir("gzip"),
    };
  } catch (error) {
    release();
    throw error;
  }
}

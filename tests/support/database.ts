import crypto from "node:crypto";
import pg from "pg";
import { connect, type Database } from "@/lib/db/connect";

export interface TestDatabase extends Database {
  kind: "pglite" | "postgres";
}

/** The databases integration tests run on: always an in-memory PGlite, plus PostgreSQL when DATABASE_URL is set. */
export const DATABASE_KINDS: ("pglite" | "postgres")[] = process.env.DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];

/** A new, empty database (no migrations) on the PostgreSQL server of DATABASE_URL, and how to drop it. */
export async function emptyPostgresDatabase(prefix = "test"): Promise<{ url: string; drop: () => Promise<void> }> {
  const base = new URL(process.env.DATABASE_URL!);
  const name = `${prefix}_${crypto.randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: base.toString() });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: base.toString() });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

/** A fresh, migrated, empty database: in-memory PGlite, or a new database on the PostgreSQL server. */
export async function freshDatabase(kind: "pglite" | "postgres"): Promise<TestDatabase> {
  if (kind === "pglite") return { kind, ...(await connect({ kind: "pglite" })) };
  const empty = await emptyPostgresDatabase();
  const database = await connect({ kind: "postgres", url: empty.url });
  return {
    kind,
    prisma: database.prisma,
    close: async () => {
      await database.close();
      await empty.drop();
    },
  };
}

import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { connect, type Database } from "@/lib/db/connect";
import { migrationFiles } from "@/lib/db/migrations";

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

/** A migrated, empty PGlite data directory, made once for these migrations and this PGlite and kept in the system's
 *  temporary directory: a test database loaded from it skips initdb and the migrations (~1.2 s of CPU each here, and
 *  the integration layer opens dozens). Every test process reads the same file; the first to need it writes it. */
let migratedPglite: Promise<Blob> | undefined;
function migratedPgliteDataDir(): Promise<Blob> {
  return (migratedPglite ??= (async () => {
    const hash = crypto.createHash("sha256").update(fs.readFileSync("node_modules/@electric-sql/pglite/package.json"));
    for (const { name, sql } of migrationFiles()) hash.update(name).update(sql);
    const file = path.join(os.tmpdir(), `studio-test-pglite-${hash.digest("hex").slice(0, 16)}.tar.gz`);
    if (fs.existsSync(file)) return new Blob([fs.readFileSync(file)], { type: "application/x-gzip" });
    const database = await connect({ kind: "pglite" });
    const dump = await database.dumpDataDir!();
    await database.close();
    const scratch = `${file}.${process.pid}`;
    fs.writeFileSync(scratch, Buffer.from(await dump.arrayBuffer()));
    fs.renameSync(scratch, file); // whole or absent for a process reading it at the same moment
    return dump;
  })());
}

/** A fresh, migrated, empty database: in-memory PGlite, or a new database on the PostgreSQL server. */
export async function freshDatabase(kind: "pglite" | "postgres"): Promise<TestDatabase> {
  if (kind === "pglite") return { kind, ...(await connect({ kind: "pglite", from: await migratedPgliteDataDir() })) };
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
